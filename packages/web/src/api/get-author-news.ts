/**
 * GET /public-news?author={userId}: an author's published stories, newest first, a page at a time, as the home and
 * category pages page theirs. What /author/{id} shows; an author without published stories is a 404. The router
 * prefetches it for the server's render, so it lives outside the features.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { News, Page } from '@newsroom/shared';
import { publicRequest } from '../lib/api-client';
import type { PagePrefetch } from '../lib/route-handle';
import { NEWS_PAGE_SIZE, nextNewsPage, publicNewsListsQueryKey, type PageRequest } from './get-public-news';

export function getAuthorNews({ authorId, page, size = NEWS_PAGE_SIZE, signal }: PageRequest & { authorId: string }): Promise<Page<News>> {
  return publicRequest<Page<News>>('/public-news', { query: { author: authorId, page, size }, signal });
}

export function authorNewsQueryOptions(authorId: string) {
  return infiniteQueryOptions({
    queryKey: [...publicNewsListsQueryKey, 'author', authorId],
    queryFn: ({ pageParam, signal }) => getAuthorNews({ authorId, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextNewsPage,
  });
}

/** An author's first page of stories; none published (or no such author) is the page's not-found view. */
export const prefetchAuthorPage: PagePrefetch = async ({ queryClient, params }) => {
  const options = authorNewsQueryOptions(params.id ?? '');
  await queryClient.prefetchInfiniteQuery(options);
  if (queryClient.getQueryData(options.queryKey)?.pages[0]?.total === 0) return 404;
};

export function useAuthorNews(authorId: string) {
  return useInfiniteQuery(authorNewsQueryOptions(authorId));
}
