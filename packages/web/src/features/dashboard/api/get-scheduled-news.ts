/** GET /dashboard/scheduled: approved stories still to be published in [from, to) (at most 62 days a call). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduledStory } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { dashboardQueryKey } from './get-dashboard';

export interface ScheduledRange {
  /** ISO instants, `to` excluded. */
  from: string;
  to: string;
}

export function getScheduledNews(range: ScheduledRange): Promise<ScheduledStory[]> {
  return backOfficeRequest<ScheduledStory[]>('/dashboard/scheduled', { query: { from: range.from, to: range.to } });
}

export function scheduledNewsQueryOptions(range: ScheduledRange) {
  return queryOptions({
    queryKey: [...dashboardQueryKey, 'scheduled', range.from, range.to],
    queryFn: () => getScheduledNews(range),
    // Paging from week to week keeps the last calendar on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useScheduledNews(range: ScheduledRange) {
  return useQuery(scheduledNewsQueryOptions(range));
}
