/** GET /outbox (ADMIN): the 50 newest e-mails, newest first, with their state and links. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxMessage } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';

export const outboxQueryKey = ['outbox'] as const;

export function getOutbox(): Promise<OutboxMessage[]> {
  return backOfficeRequest<OutboxMessage[]>('/outbox');
}

export function outboxQueryOptions() {
  return queryOptions({ queryKey: outboxQueryKey, queryFn: getOutbox });
}

export function useOutbox() {
  return useQuery(outboxQueryOptions());
}
