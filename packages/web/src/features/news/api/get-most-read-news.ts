/** GET /public-news/most-read: the home's "Most read this week", up to five published stories, most views first. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MostReadStory } from '@newsroom/shared';
import { publicRequest } from '../../../lib/api-client';
import { publicNewsListsQueryKey } from '../../../api/get-public-news';

export function getMostReadNews(signal?: AbortSignal): Promise<MostReadStory[]> {
  return publicRequest<MostReadStory[]>('/public-news/most-read', { signal });
}

export function mostReadNewsQueryOptions() {
  return queryOptions({
    queryKey: [...publicNewsListsQueryKey, 'most-read'],
    queryFn: ({ signal }) => getMostReadNews(signal),
  });
}

export function useMostReadNews() {
  return useQuery(mostReadNewsQueryOptions());
}
