/**
 * The live notification stream (server-sent events), so an open back office hears of a notification within
 * moments instead of polling. Browsers' EventSource cannot send headers, and a token in an address ends up in
 * logs and histories, so a browser first trades its token for a one-time ticket (valid a minute) and opens
 * `?ticket=`. The stream ends when its session does (signed out, password or role changed, user deleted): at
 * once on this instance, and at the next heartbeat check on the others. On `ready` a client should reload its
 * list: anything that arrived while it was away is not replayed.
 */
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { authMessages, can, notificationStreamEvents, notificationStreamQuerySchema, streamTicketSchema } from '@newsroom/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { ApiError } from '../../lib/api-error.js';
import { requestLanguage } from '../../lib/request-language.js';
import { bearerToken } from '../../plugins/auth.js';
import { createStreamTicket, redeemStreamTicket } from '../auth/sessions.repository.js';
import type { NotificationRow } from '../../db/schema.js';
import { presentNotification } from './notifications.presenter.js';

/** How long a browser waits before reconnecting after the stream drops. */
const RETRY_MS = 5_000;

function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

export const notificationStreamRoutes: FastifyPluginAsyncZod = async (app) => {
  const openStreams = new Set<ServerResponse>();
  app.metrics.gauge('notification_streams_open', 'Live notification streams this instance holds open', () => openStreams.size);

  // preClose rather than onClose: the server waits for open responses before onClose hooks run, so a stream
  // still open then would keep app.close() waiting for ever.
  app.addHook('preClose', async () => {
    for (const stream of openStreams) stream.end();
  });

  async function authenticateStream(request: FastifyRequest) {
    const ticket = (request.query as { ticket?: unknown }).ticket;
    const token = bearerToken(request);
    let user = token ? await app.userFromToken(token) : null;
    if (!token && typeof ticket === 'string') {
      const redeemed = await redeemStreamTicket(app.db, ticket);
      user = redeemed ? await app.userOfSession(redeemed.userId, redeemed.session) : null;
    }
    if (!user) throw new ApiError(401, authMessages.unauthenticated);
    if (!can(user, 'readNotifications')) throw new ApiError(403, authMessages.forbidden);
    request.user = user;
  }

  app.post(
    '/news/notifications/stream-ticket',
    {
      onRequest: app.authorize('readNotifications'),
      schema: {
        tags: ['notifications'],
        summary: 'A one-time ticket (valid a minute) that opens the notification stream without a token in its address',
        response: { 200: streamTicketSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ ticket: await createStreamTicket(app.db, request.user!) }),
  );

  app.get(
    '/news/notifications/stream',
    {
      onRequest: authenticateStream,
      schema: {
        tags: ['notifications'],
        summary: "Live stream of the caller's new notifications (server-sent events)",
        description:
          'Sends `event: ready` once connected, then `event: notification` with a notification as JSON for each new one, ' +
          `and a comment line every ${app.config.notificationHeartbeatMs / 1000} s. The token goes in the Authorization header or, for EventSource, ` +
          'a one-time ?ticket= from POST /news/notifications/stream-ticket. The stream ends when the session does.',
        querystring: notificationStreamQuerySchema,
        response: {
          200: {
            description: 'An endless text/event-stream',
            content: { 'text/event-stream': { schema: z.string() } },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    (request, reply) => {
      const { id: userId, role, session } = request.user!;
      // EventSource sends no headers of the app's own: the language comes from the cookie the app keeps with its choice.
      const language = requestLanguage(request);
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
        write(sseEvent(notificationStreamEvents.notification, presentNotification(row, language))),
      );
      // Each heartbeat also asks whether the session still holds: it may have ended on another instance.
      const heartbeat = setInterval(() => {
        write(': heartbeat\n\n');
        app.userOfSession(userId, session).then(
          (current) => (current?.role === role ? undefined : stream.end()),
          (error: unknown) => request.log.warn({ err: error }, "could not check a notification stream's session"),
        );
      }, app.config.notificationHeartbeatMs).unref();
      const endForUser = (endedUserId: string) => endedUserId === userId && stream.end();
      const endForToken = (tokenId: string) => tokenId === session.tokenId && stream.end();
      app.sessionEvents.on('user', endForUser);
      app.sessionEvents.on('token', endForToken);
      openStreams.add(stream);
      const stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        app.sessionEvents.off('user', endForUser);
        app.sessionEvents.off('token', endForToken);
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
