/**
 * The stories a digest may hold: the newest public ones (GET /public-news, the readers' own list, so only stories
 * readers can open), one page of the most the server gives, which the picker searches by title.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX, type News } from '@newsroom/shared';
import { getPublicNews, publicNewsListsQueryKey } from '../../../api/get-public-news';

export function recentStoriesQueryOptions() {
  return queryOptions({
    queryKey: [...publicNewsListsQueryKey, 'digest-choices'],
    queryFn: async ({ signal }): Promise<News[]> => (await getPublicNews({ page: 1, size: PAGE_SIZE_MAX, signal })).items,
  });
}

export function useRecentStories() {
  return useQuery(recentStoriesQueryOptions());
}
