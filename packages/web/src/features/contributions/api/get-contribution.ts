/** GET /contribute-news/{id} (ADMIN): one contribution with its photos and its fields read from the content. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContributionDetails } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { contributionsQueryKey } from './get-contributions';

export function getContribution(id: string): Promise<ContributionDetails> {
  return backOfficeRequest<ContributionDetails>(`/contribute-news/${encodeURIComponent(id)}`);
}

export const contributionQueryKey = (id: string) => [...contributionsQueryKey, 'detail', id] as const;

export function contributionQueryOptions(id: string) {
  return queryOptions({ queryKey: contributionQueryKey(id), queryFn: () => getContribution(id) });
}

export function useContribution(id: string) {
  return useQuery(contributionQueryOptions(id));
}
