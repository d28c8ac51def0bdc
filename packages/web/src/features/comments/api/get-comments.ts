/**
 * GET /news/approved/comments/{id}: an item's threads — approved comments plus the caller's own pending ones —
 * sent with the Visitor-Id so the server can mark which comments are the caller's.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicComment } from '@newsroom/shared';
import { publicRequest } from '../../../lib/api-client';

export const commentsQueryKey = (newsId: string) => ['comments', 'public', newsId] as const;

export function getComments(newsId: string): Promise<PublicComment[]> {
  return publicRequest<PublicComment[]>(`/news/approved/comments/${encodeURIComponent(newsId)}`, { withVisitorId: true });
}

export function commentsQueryOptions(newsId: string) {
  return queryOptions({ queryKey: commentsQueryKey(newsId), queryFn: () => getComments(newsId) });
}

export function useComments(newsId: string) {
  return useQuery(commentsQueryOptions(newsId));
}
