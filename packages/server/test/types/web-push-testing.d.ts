/** The little of web-push-testing (a local push service for tests) that the tests use; the package ships no types. */
declare module 'web-push-testing/src/PushApiModel.js' {
  export interface TestSubscription {
    endpoint: string;
    keys: { p256dh: string; auth: string };
    clientHash: string;
  }
  export class PushApiModel {
    /** Where the subscriptions' endpoints point: the server's address followed by /notify/. */
    notifyUrl: string;
    subscribe(options: { applicationServerKey: string }): Promise<TestSubscription>;
    /** From now on, pushes to it answer 410. */
    expireSubscription(clientHash: string): void;
    /** The decrypted payloads pushed to it so far. */
    getNotifications(request: { clientHash: string }): { messages: string[] };
  }
}

declare module 'web-push-testing/src/server.js' {
  import type { Server } from 'node:http';
  import type { PushApiModel } from 'web-push-testing/src/PushApiModel.js';

  export default class WebPushTestingServer {
    constructor(model: PushApiModel, port: number);
    startServer(): void;
    _server: Server;
  }
}
