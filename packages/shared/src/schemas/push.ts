/**
 * Breaking news alerts by Web Push (issue 26): the site's public key a device subscribes with, and the subscription
 * it gives back (its push service's address and its keys), which turning alerts on posts and turning them off deletes.
 */
import { z } from 'zod';
import { pushMessages } from '../messages.js';

/** Push services' addresses are a few hundred characters; anything far longer is no device's. */
export const PUSH_ENDPOINT_MAX_LENGTH = 1000;

/** Loopback names: a push service on this machine (a test's) may be plain http, any other must be https. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isLoopbackHttp(endpoint: string): boolean {
  try {
    const url = new URL(endpoint);
    return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

function isPushEndpoint(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || isLoopbackHttp(value)) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A key in base64url (RFC 4648 §5), with or without its padding, that decodes to exactly `bytes` bytes. */
function base64UrlKey(bytes: number) {
  return z
    .string({ error: pushMessages.keysInvalid })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: pushMessages.keysInvalid })
    .refine((value) => Math.floor((value.replace(/=+$/, '').length * 3) / 4) === bytes, { error: pushMessages.keysInvalid });
}

export const pushEndpointSchema = z
  .string({ error: pushMessages.endpointInvalid })
  .max(PUSH_ENDPOINT_MAX_LENGTH, { error: pushMessages.endpointInvalid })
  .refine(isPushEndpoint, { error: pushMessages.endpointInvalid })
  .describe("The push service's address for this device (https)");

/** A browser's PushSubscription as its toJSON() writes it (expirationTime and the like are ignored). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: pushEndpointSchema,
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes) and a 16-byte secret (RFC 8291).
      p256dh: base64UrlKey(65),
      auth: base64UrlKey(16),
    },
    { error: pushMessages.keysInvalid },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.object({ endpoint: pushEndpointSchema });

export const pushPublicKeySchema = z.object({
  publicKey: z.string().describe('The VAPID public key (base64url), the applicationServerKey to subscribe with'),
});
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;
