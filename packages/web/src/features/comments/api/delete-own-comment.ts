/** DELETE /user-delete-comment/{commentId}: a visitor deletes their own comment (same Visitor-Id), with its replies. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicComment } from '@newsroom/shared';
import { publicRequest } from '../../../lib/api-client';
import { commentsQueryKey } from './get-comments';

export interface DeleteOwnCommentInput {
  newsId: string;
  commentId: string;
}

export function deleteOwnComment({ commentId }: DeleteOwnCommentInput): Promise<void> {
  return publicRequest<void>(`/user-delete-comment/${encodeURIComponent(commentId)}`, { method: 'DELETE', withVisitorId: true });
}

/** The threads without the comment and every reply below it, as the server deletes them. */
export function withoutComment(threads: PublicComment[], commentId: string): PublicComment[] {
  return threads
    .filter((thread) => thread.id !== commentId)
    .map((thread) => {
      const removed = new Set([commentId]);
      // Replies come oldest first, so a reply's parent is always met before the reply itself.
      const replies = thread.replies.filter((reply) => {
        if (reply.parentId && removed.has(reply.parentId)) removed.add(reply.id);
        return !removed.has(reply.id);
      });
      return replies.length === thread.replies.length ? thread : { ...thread, replies };
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
