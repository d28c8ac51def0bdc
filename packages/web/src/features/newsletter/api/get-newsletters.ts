/** GET /newsletters (ADMIN): what the newsletter sent and is sending, newest first; read again while one is sending. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Newsletter } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { isInProgress, PROGRESS_POLL_MS } from './newsletter-progress';

export const newslettersQueryKey = ['newsletters'] as const;

export function getNewsletters(): Promise<Newsletter[]> {
  return backOfficeRequest<Newsletter[]>('/newsletters');
}

export function newslettersQueryOptions() {
  return queryOptions({
    queryKey: [...newslettersQueryKey, 'history'],
    queryFn: getNewsletters,
    refetchInterval: (query) => (query.state.data?.some(isInProgress) ? PROGRESS_POLL_MS : false),
  });
}

export function useNewsletters() {
  return useQuery(newslettersQueryOptions());
}
