/**
 * GET /public-news/{id}: one published item for the reader; anything unpublished or unknown answers 404. Outside the
 * features: the router prefetches it, the article shows it, and the desk's edits make it stale.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { News } from '@newsroom/shared';
import { isApiError, publicRequest } from '../lib/api-client';
import type { PagePrefetch } from '../lib/route-handle';

export const publicNewsItemQueryKey = (id: string) => ['public-news', 'item', id] as const;

export function getPublicNewsItem(id: string): Promise<News> {
  return publicRequest<News>(`/public-news/${encodeURIComponent(id)}`);
}

export function publicNewsItemQueryOptions(id: string) {
  return queryOptions({
    queryKey: publicNewsItemQueryKey(id),
    queryFn: () => getPublicNewsItem(id),
    // A story that is not there stays not there on the page: no second try when the page (or its hydration) mounts;
    // the page offers Try again for other failures.
    retryOnMount: false,
  });
}

/** The article page's story; an unpublished or unknown one answers 404 and the page shows its not-found view. */
export const prefetchArticlePage: PagePrefetch = async ({ queryClient, params }) => {
  const options = publicNewsItemQueryOptions(params.id ?? '');
  await queryClient.prefetchQuery(options);
  if (isApiError(queryClient.getQueryState(options.queryKey)?.error, 404)) return 404;
};

export function usePublicNewsItem(id: string) {
  return useQuery(publicNewsItemQueryOptions(id));
}
