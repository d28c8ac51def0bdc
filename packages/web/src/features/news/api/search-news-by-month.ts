/** GET /search-by-month-news?month=&year=: published items whose publication date falls in that month. */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { News, Page } from '@newsroom/shared';
import { publicRequest } from '../../../lib/api-client';
import { NEWS_PAGE_SIZE, nextNewsPage, publicNewsListsQueryKey, type PageRequest } from '../../../api/get-public-news';

export interface MonthOfYear {
  /** 1-12. */
  month: number;
  year: number;
}

export function searchNewsByMonth({ month, year, page, size = NEWS_PAGE_SIZE, signal }: PageRequest & MonthOfYear): Promise<Page<News>> {
  return publicRequest<Page<News>>('/search-by-month-news', { query: { month, year, page, size }, signal });
}

export function searchNewsByMonthQueryOptions({ month, year }: MonthOfYear) {
  return infiniteQueryOptions({
    queryKey: [...publicNewsListsQueryKey, 'month', `${year}-${month}`],
    queryFn: ({ pageParam, signal }) => searchNewsByMonth({ month, year, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextNewsPage,
  });
}

export function useSearchNewsByMonth(criteria: MonthOfYear) {
  return useInfiniteQuery(searchNewsByMonthQueryOptions(criteria));
}
