/** GET /dashboard: what waits, views of the last 30 days and the most read (an AUTHOR's: their own stories). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';

export const dashboardQueryKey = ['dashboard'] as const;

export function getDashboard(): Promise<Dashboard> {
  return backOfficeRequest<Dashboard>('/dashboard');
}

export function dashboardQueryOptions() {
  return queryOptions({ queryKey: dashboardQueryKey, queryFn: getDashboard });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
