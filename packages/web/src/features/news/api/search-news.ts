/** GET /fuzzy-search-news?query=: typo-tolerant text search over published items, title matches first. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { News, Page } from '@newsroom/shared';
import { publicRequest } from '../../../lib/api-client';
import { NEWS_PAGE_SIZE, nextNewsPage, publicNewsListsQueryKey, type PageRequest } from './get-public-news';

export function searchNews({ query, page, size = NEWS_PAGE_SIZE, signal }: PageRequest & { query: string }): Promise<Page<News>> {
  return publicRequest<Page<News>>('/fuzzy-search-news', { query: { query, page, size }, signal });
}

export function searchNewsQueryOptions(query: string) {
  return infiniteQueryOptions({
    queryKey: [...publicNewsListsQueryKey, 'search', query],
    queryFn: ({ pageParam, signal }) => searchNews({ query, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextNewsPage,
  });
}

export function useSearchNews(query: string) {
  return useInfiniteQuery(searchNewsQueryOptions(query));
}
