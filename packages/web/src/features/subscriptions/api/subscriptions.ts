/** The newsletter's public calls (issue 26): subscribe, confirm, and read/change/end a subscription by its manage token. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Subscription, SubscriptionPreferences, SubscriptionRequest } from '@newsroom/shared';
import { publicRequest } from '../../../lib/api-client';

const manageUrl = (token: string) => `/subscriptions/manage?token=${encodeURIComponent(token)}`;
const subscriptionKey = (token: string) => ['subscription', token] as const;

export function useSubscribe() {
  return useMutation({
    mutationFn: (body: SubscriptionRequest) => publicRequest<{ message: string }>('/subscriptions', { method: 'POST', body }),
  });
}

export function useConfirmSubscription() {
  return useMutation({
    mutationFn: (token: string) =>
      publicRequest<{ message: string; manageToken: string; subscription: Subscription }>('/subscriptions/confirmations', {
        method: 'POST',
        body: { token },
      }),
  });
}

export function useSubscription(token: string) {
  return useQuery({ queryKey: subscriptionKey(token), queryFn: () => publicRequest<Subscription>(manageUrl(token)), retry: false });
}

export function useUpdateSubscription(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscriptionPreferences) => publicRequest<Subscription>(manageUrl(token), { method: 'PUT', body }),
    onSuccess: (subscription) => client.setQueryData(subscriptionKey(token), subscription),
  });
}

export function useUnsubscribe(token: string) {
  return useMutation({ mutationFn: () => publicRequest<{ message: string }>(manageUrl(token), { method: 'DELETE' }) });
}
