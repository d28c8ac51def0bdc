/**
 * GET /newsletters/{id} (ADMIN): one sending with its counts, read again every 2 seconds while its mails are still
 * being written or sent, so the page shows the progress; it stops once everything is sent or given up.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Newsletter } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { newslettersQueryKey } from './get-newsletters';
import { isInProgress, PROGRESS_POLL_MS } from './newsletter-progress';

export const newsletterQueryKey = (id: string) => [...newslettersQueryKey, 'one', id] as const;

export function getNewsletter(id: string): Promise<Newsletter> {
  return backOfficeRequest<Newsletter>(`/newsletters/${encodeURIComponent(id)}`);
}

export function newsletterQueryOptions(id: string) {
  return queryOptions({
    queryKey: newsletterQueryKey(id),
    queryFn: () => getNewsletter(id),
    refetchInterval: (query) => (query.state.data && !isInProgress(query.state.data) ? false : PROGRESS_POLL_MS),
  });
}

export function useNewsletter(id: string) {
  return useQuery(newsletterQueryOptions(id));
}
