/**
 * GET /fuzzy-search-news?query=: typo-tolerant text search over published items, title matches first. Its total is
 * exact up to SEARCH_TOTAL_MAX and never more, so the pages stop at the last result the server lets be read.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { News, Page, SearchPage } from '@newsroom/shared';
import { publicRequest } from '../../../lib/api-client';
import { NEWS_PAGE_SIZE, nextNewsPage, publicNewsListsQueryKey, type PageRequest } from '../../../api/get-public-news';

export function searchNews({ query, page, size = NEWS_PAGE_SIZE, signal }: PageRequest & { query: string }): Promise<SearchPage<News>> {
  return publicRequest<SearchPage<News>>('/fuzzy-search-news', { query: { query, page, size }, signal });
}

/** Whether a page is a search's that stopped counting: its total is then SEARCH_TOTAL_MAX, and more match. */
export function isTotalBounded(page: Page<News>): boolean {
  return 'totalIsExact' in page && page.totalIsExact === false;
}

export function searchNewsQueryOptions(query: string) {
  return infiniteQueryOptions({
    queryKey: [...publicNewsListsQueryKey, 'search', query],
    // As every list's pages, so one infinite query serves the home page's lists; isTotalBounded reads the rest.
    queryFn: ({ pageParam, signal }): Promise<Page<News>> => searchNews({ query, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextNewsPage,
  });
}

export function useSearchNews(query: string) {
  return useInfiniteQuery(searchNewsQueryOptions(query));
}
