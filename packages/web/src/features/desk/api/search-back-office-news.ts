/**
 * GET /fuzzy-search-news as the back office calls it (with the signed-in user's token): the server's typo-tolerant
 * search, for the matches a list's own filter misses and for the snippets of the body around the matched words.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX, type News, type Page } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { newsQueryKey } from './get-news';

/** Fewer letters than this match too much to be worth asking the server. */
export const BACK_OFFICE_SEARCH_MIN_LENGTH = 2;

export function searchBackOfficeNews(query: string, signal?: AbortSignal): Promise<Page<News>> {
  return backOfficeRequest<Page<News>>('/fuzzy-search-news', { query: { query, page: 1, size: PAGE_SIZE_MAX }, signal });
}

export function backOfficeSearchQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...newsQueryKey, 'search', query],
    queryFn: ({ signal }) => searchBackOfficeNews(query, signal),
    enabled: query.length >= BACK_OFFICE_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}

export function useBackOfficeSearch(query: string) {
  return useQuery(backOfficeSearchQueryOptions(query));
}
