/**
 * The live notification stream (server-sent events), so an open back office hears of a notification within
 * moments instead of polling. Browsers' EventSource cannot send headers, so the bearer token may also come
 * as `?token=`. On `ready` a client should reload its list: anything that arrived while it was away is not replayed.
 */
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { authMessages, can, errorResponseSchema, notificationStreamEvents, notificationStreamQuerySchema } from '@newsroom/shared';
import { ApiError } from '../../lib/api-error.js';
import { bearerToken } from '../../plugins/auth.js';
import type { NotificationRow } from '../../db/schema.js';
import { presentNotification } from './notifications.presenter.js';

/** Below the usual 30–60 s idle timeouts of proxies and load balancers, so they keep a quiet stream open. */
export const HEARTBEAT_MS = 25_000;
/** How long a browser waits before reconnecting after the stream drops. */
const RETRY_MS = 5_000;

function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const notificationStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const openStreams = new Set<ServerResponse>();

  // preClose rather than onClose: the server waits for open responses before onClose hooks run, so a stream
  // still open then would keep app.close() waiting for ever.
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.end();
  });

  async function authenticateStream(request: FastifyRequest) {
    const queryToken = (request.query as { token?: unknown }).token;
    const token = bearerToken(request) ?? (typeof queryToken === 'string' ? queryToken : undefined);
    const user = token ? await app.userFromToken(token) : null;
    if (!user) throw new ApiError(401, authMessages.unauthenticated);
    if (!can(user, 'readNotifications')) throw new ApiError(403, authMessages.forbidden);
    request.user = user;
  }

  app.get(
    '/news/notifications/stream',
    {
      // The request log line carries the URL, and with it a ?token=; warn keeps that credential out of the logs.
      logLevel: 'warn',
      onRequest: authenticateStream,
      schema: {
        tags: ['notifications'],
        summary: "Live stream of the caller's new notifications (server-sent events)",
        description:
          'Sends `event: ready` once connected, then `event: notification` with a notification as JSON for each new one, ' +
          `and a comment line every ${HEARTBEAT_MS / 1000} s. The token goes in the Authorization header or, for EventSource, in ?token=.`,
        querystring: notificationStreamQuerySchema,
        response: {
          200: {
            description: 'An endless text/event-stream',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    (request, reply) => {
      const userId = request.user!.id;
      reply.hijack();
      const stream = reply.raw;
      // Hijacking skips Fastify's reply, so the headers set by earlier hooks (helmet's) are copied over by hand.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) stream.setHeader(name, value);
      }
      stream.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });

      const write = (chunk: string) => {
        if (!stream.writableEnded && !stream.destroyed) stream.write(chunk);
      };
      const unsubscribe = app.notifier.subscribe(userId, (row: NotificationRow) =>
        write(sseEvent(notificationStreamEvents.notification, presentNotification(row))),
      );
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS).unref();
      openStreams.add(stream);
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        openStreams.delete(stream);
      };
      stream.once('close', stop);
      // A write racing a dropped connection must not become an unhandled error that stops the server.
      stream.on('error', (error) => {
        request.log.debug({ err: error }, 'notification stream failed');
        stop();
      });

      write(`retry: ${RETRY_MS}\n\n`);
      write(sseEvent(notificationStreamEvents.ready, {}));
    },
  );
};
