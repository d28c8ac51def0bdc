/** Breaking news alerts' public calls (issue 26): the site's public key, and a device's subscription posted or deleted. */
import type { PushPublicKey, PushSubscriptionBody } from '@newsroom/shared';
import { publicRequest } from '../../../lib/api-client';

export function getPushPublicKey(): Promise<PushPublicKey> {
  return publicRequest<PushPublicKey>('/push/public-key');
}

export function savePushSubscription(subscription: PushSubscriptionBody): Promise<void> {
  return publicRequest<void>('/push/subscriptions', { method: 'POST', body: subscription });
}

export function deletePushSubscription(endpoint: string): Promise<void> {
  return publicRequest<void>('/push/subscriptions', { method: 'DELETE', body: { endpoint } });
}
