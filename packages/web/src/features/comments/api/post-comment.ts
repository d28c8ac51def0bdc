/** POST /comment-news/{id}[?parentId=]: a comment or a reply; the server answers a status message text. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentBody } from '@newsroom/shared';
import { publicRequest } from '../../../lib/api-client';
import { commentsQueryKey } from './get-comments';

export interface PostCommentInput {
  newsId: string;
  /** The comment answered; absent for a top-level comment. */
  parentId?: string;
  body: CommentBody;
}

export function postComment({ newsId, parentId, body }: PostCommentInput): Promise<string> {
  return publicRequest<string>(`/comment-news/${encodeURIComponent(newsId)}`, {
    method: 'POST',
    query: { parentId },
    body,
    withVisitorId: true,
  });
}

export function usePostComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postComment,
    // The caller's own pending comment comes back in the list, marked as awaiting moderation.
    onSuccess: (_message, { newsId }) => queryClient.invalidateQueries({ queryKey: commentsQueryKey(newsId) }),
  });
}
