/**
 * A local push service for the tests: web-push-testing's, in this process. It hands out subscriptions bound to the
 * site's public key, checks each push's VAPID signature, decrypts what is pushed and keeps it, and can expire a
 * subscription (410 from then on), as a browser's push service does when a reader uninstalls the site.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createECDH, randomBytes } from 'node:crypto';
import { PushApiModel, type TestSubscription } from 'web-push-testing/src/PushApiModel.js';
import WebPushTestingServer from 'web-push-testing/src/server.js';

export type TestDevice = TestSubscription;

export class LocalPushService {
  private readonly model = new PushApiModel();
  private server?: WebPushTestingServer;

  async start(): Promise<void> {
    // Port 0: a free one. The model writes its endpoints from its notifyUrl, set once the port is known.
    this.server = new WebPushTestingServer(this.model, 0);
    this.server.startServer();
    await once(this.server._server, 'listening');
    this.model.notifyUrl = `http://127.0.0.1:${(this.server._server.address() as AddressInfo).port}/notify/`;
  }

  async stop(): Promise<void> {
    this.server?._server.close();
    this.server?._server.closeAllConnections();
  }

  /** A device that subscribed with `publicKey`, as PushSubscription.toJSON() gives it (and its hash in the service). */
  subscribe(publicKey: string): Promise<TestDevice> {
    return this.model.subscribe({ applicationServerKey: publicKey });
  }

  /** What the device was pushed, decrypted and parsed. */
  received(device: TestDevice): unknown[] {
    return this.model.getNotifications({ clientHash: device.clientHash }).messages.map((message) => JSON.parse(message) as unknown);
  }

  expire(device: TestDevice): void {
    this.model.expireSubscription(device.clientHash);
  }
}

/** Keys shaped as a browser's (a P-256 point, a 16-byte secret), for a device no push is sent to. */
export function deviceKeys(): { p256dh: string; auth: string } {
  return { p256dh: createECDH('prime256v1').generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}
