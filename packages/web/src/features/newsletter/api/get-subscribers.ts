/** GET /subscribers (ADMIN): a page of the newsletter's list, newest first, with the whole list's counts. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SUBSCRIBERS_PAGE_SIZE, type SubscriberPage, type SubscriberState } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';

export const subscribersQueryKey = ['subscribers'] as const;

export interface SubscribersRequest {
  /** Part of an address; empty: every address. */
  q: string;
  state?: SubscriberState;
  page: number;
  size?: number;
}

export function getSubscribers({ q, state, page, size = SUBSCRIBERS_PAGE_SIZE }: SubscribersRequest): Promise<SubscriberPage> {
  return backOfficeRequest<SubscriberPage>('/subscribers', { query: { q: q || undefined, state, page, size } });
}

export function subscribersQueryOptions(request: SubscribersRequest) {
  const normalized = { q: request.q.trim(), state: request.state, page: request.page, size: request.size ?? SUBSCRIBERS_PAGE_SIZE };
  return queryOptions({ queryKey: [...subscribersQueryKey, 'list', normalized], queryFn: () => getSubscribers(normalized) });
}

export function useSubscribers(request: SubscribersRequest) {
  // The previous page stays on screen while the next search or page loads, so the table does not flash empty.
  return useQuery({ ...subscribersQueryOptions(request), placeholderData: keepPreviousData });
}
