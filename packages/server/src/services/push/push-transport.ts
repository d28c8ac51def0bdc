/**
 * Sends one alert to one device by Web Push: web-push encrypts the payload for the device (RFC 8291) and signs the
 * request with the site's VAPID keys (RFC 8292); the request itself goes out with fetch, which, unlike web-push's own
 * https-only sender, also reaches a push service on plain http on this machine (a test's). The answer says what to
 * do next: sent; the device is gone (404, 410: forget it); try again (429, 5xx, no answer); or refused for good.
 */
import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.js';

export interface PushDevice {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome = 'sent' | 'gone' | 'retry' | 'refused';

export interface PushAnswer {
  outcome: PushOutcome;
  /** The push service's HTTP status; none when it could not be reached. */
  status?: number;
}

export interface PushTransport {
  send(device: PushDevice, payload: string): Promise<PushAnswer>;
}

/** A breaking story is news for half a day; a device offline longer gets nothing rather than something stale. */
const TIME_TO_LIVE_SECONDS = 12 * 60 * 60;

export function outcomeOf(status: number): PushOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === 429 || status >= 500) return 'retry';
  return 'refused';
}

export function webPushTransport(keys: VapidKeys, subject: string, timeoutMs: number): PushTransport {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    async send(device, payload) {
      let request: webpush.RequestDetails;
      try {
        request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
          vapidDetails,
          TTL: TIME_TO_LIVE_SECONDS,
          urgency: 'high',
        });
      } catch {
        // Keys that are no point on the curve: no try can encrypt for this device.
        return { outcome: 'refused' };
      }
      // fetch counts the body itself.
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      try {
        const response = await fetch(request.endpoint, {
          method: request.method,
          headers,
          body: request.body && new Uint8Array(request.body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        // Read to the end, so the connection is free for the next send.
        await response.arrayBuffer();
        return { outcome: outcomeOf(response.status), status: response.status };
      } catch {
        return { outcome: 'retry' };
      }
    },
  };
}
