/**
 * DELETE /user-delete-comment/{commentId}: a visitor deletes their own comment (same Visitor-Id); one that has
 * replies stays as 'This comment was deleted.' above them (PRODUCT.md).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicComment, PublicCommentReply } from '@newsroom/shared';
import { publicRequest } from '../../../lib/api-client';
import { commentsQueryKey } from './get-comments';

export interface DeleteOwnCommentInput {
  newsId: string;
  commentId: string;
}

export function deleteOwnComment({ commentId }: DeleteOwnCommentInput): Promise<void> {
  return publicRequest<void>(`/user-delete-comment/${encodeURIComponent(commentId)}`, { method: 'DELETE', withVisitorId: true });
}

const erased = (comment: PublicCommentReply): PublicCommentReply => ({
  ...comment,
  fullName: '',
  content: '',
  awaitingModeration: false,
  mine: false,
  deleted: true,
});

/**
 * The threads as the server leaves them after deleting the comment: one with replies becomes a tombstone; one
 * without goes, and so does each tombstone above it left without replies.
 */
export function withoutComment(threads: PublicComment[], commentId: string): PublicComment[] {
  return threads.flatMap((thread) => {
    let comments: PublicCommentReply[] = [thread, ...thread.replies];
    const target = comments.find((comment) => comment.id === commentId);
    if (!target) return [thread];
    const hasReplies = (id: string) => comments.some((comment) => comment.parentId === id);
    if (hasReplies(commentId)) {
      comments = comments.map((comment) => (comment.id === commentId ? erased(comment) : comment));
    } else {
      comments = comments.filter((comment) => comment.id !== commentId);
      for (let parentId = target.parentId; parentId !== null;) {
        const parent = comments.find((comment) => comment.id === parentId);
        if (!parent?.deleted || hasReplies(parent.id)) break;
        comments = comments.filter((comment) => comment.id !== parent.id);
        parentId = parent.parentId;
      }
    }
    const [top, ...replies] = comments;
    return top?.id === thread.id ? [{ ...top, replies }] : [];
  });
}

export function useDeleteOwnComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOwnComment,
    onSuccess: (_answer, { newsId, commentId }) => {
      // The comment leaves the page only now, after the server said yes (SPEC §4).
      queryClient.setQueryData<PublicComment[]>(commentsQueryKey(newsId), (threads) => threads && withoutComment(threads, commentId));
      return queryClient.invalidateQueries({ queryKey: commentsQueryKey(newsId) });
    },
  });
}
