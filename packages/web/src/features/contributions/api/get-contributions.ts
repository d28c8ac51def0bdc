/** GET /contribute-news (ADMIN): one page of contributions, newest first, narrowed by a search of name, e-mail or content. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Contribution, Page } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';

export const contributionsQueryKey = ['contributions'] as const;

/** Rows per page of the contribution list. */
const CONTRIBUTIONS_PAGE_SIZE = 20;

export interface ContributionsRequest {
  query: string;
  page: number;
  size?: number;
}

export function getContributions({ query, page, size = CONTRIBUTIONS_PAGE_SIZE }: ContributionsRequest): Promise<Page<Contribution>> {
  // Asking for a page makes the server answer with the total, which the pager needs.
  return backOfficeRequest<Page<Contribution>>('/contribute-news', { query: { query: query || undefined, page, size } });
}

export function contributionsQueryOptions(request: ContributionsRequest) {
  const normalized = { query: request.query.trim(), page: request.page, size: request.size ?? CONTRIBUTIONS_PAGE_SIZE };
  return queryOptions({
    queryKey: [...contributionsQueryKey, 'list', normalized],
    queryFn: () => getContributions(normalized),
  });
}

export function useContributions(request: ContributionsRequest) {
  // The previous page stays on screen while the next search or page loads, so the table does not flash empty.
  return useQuery({ ...contributionsQueryOptions(request), placeholderData: keepPreviousData });
}
