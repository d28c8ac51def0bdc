/** GET /search-suggestions?query=: titles of published stories for the words typed so far (at most 8). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchSuggestion } from '@newsroom/shared';
import { publicRequest } from '../../../lib/api-client';
import { publicNewsListsQueryKey } from '../../../api/get-public-news';

/** Fewer letters than this suggest too much to be useful. */
export const SUGGESTION_MIN_LENGTH = 2;

export function getSearchSuggestions(query: string, signal?: AbortSignal): Promise<SearchSuggestion[]> {
  return publicRequest<SearchSuggestion[]>('/search-suggestions', { query: { query }, signal });
}

export function searchSuggestionsQueryOptions(query: string) {
  return queryOptions({
    queryKey: [...publicNewsListsQueryKey, 'suggestions', query],
    queryFn: ({ signal }) => getSearchSuggestions(query, signal),
    enabled: query.trim().length >= SUGGESTION_MIN_LENGTH,
    staleTime: 60_000,
    // The list under the box stays while the next one loads, instead of flickering away at each letter.
    placeholderData: keepPreviousData,
  });
}

export function useSearchSuggestions(query: string) {
  return useQuery(searchSuggestionsQueryOptions(query));
}
