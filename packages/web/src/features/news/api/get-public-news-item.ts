/** GET /public-news/{id}: one published item for the reader; anything unpublished or unknown answers 404. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { News } from '@newsroom/shared';
import { publicRequest } from '../../../lib/api-client';

export const publicNewsItemQueryKey = (id: string) => ['public-news', 'item', id] as const;

export function getPublicNewsItem(id: string): Promise<News> {
  return publicRequest<News>(`/public-news/${encodeURIComponent(id)}`);
}

export function publicNewsItemQueryOptions(id: string) {
  return queryOptions({ queryKey: publicNewsItemQueryKey(id), queryFn: () => getPublicNewsItem(id) });
}

export function usePublicNewsItem(id: string) {
  return useQuery(publicNewsItemQueryOptions(id));
}
