/** GET /public-news/{id}/related: up to four published stories related to the one being read. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RelatedStory } from '@newsroom/shared';
import { publicRequest } from '../../../lib/api-client';
import { publicNewsListsQueryKey } from '../../../api/get-public-news';

export function getRelatedNews(newsId: string, signal?: AbortSignal): Promise<RelatedStory[]> {
  return publicRequest<RelatedStory[]>(`/public-news/${encodeURIComponent(newsId)}/related`, { signal });
}

export function relatedNewsQueryOptions(newsId: string) {
  // Among the lists: a story approved or archived elsewhere may enter or leave it.
  return queryOptions({
    queryKey: [...publicNewsListsQueryKey, 'related', newsId],
    queryFn: ({ signal }) => getRelatedNews(newsId, signal),
  });
}

export function useRelatedNews(newsId: string) {
  return useQuery(relatedNewsQueryOptions(newsId));
}
