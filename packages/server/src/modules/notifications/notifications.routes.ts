/**
 * SPEC §7's notification calls: each user reads, marks and deletes only their own (another user's id answers
 * 404, as if it did not exist). The live stream is registered beside them, in its own scope.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, notificationMessages, notificationSchema, pageOf, pagingQuerySchema, unreadCountSchema } from '@newsroom/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { notFound } from '../../lib/api-error.js';
import { answerList, pageRequest } from '../../lib/paging.js';
import { requestLanguage } from '../../lib/request-language.js';
import { notificationStreamRoutes } from './notification-stream.routes.js';
import { presentNotification } from './notifications.presenter.js';
import { countNotifications, deleteNotification, listNotifications, markNotificationRead } from './notifications.repository.js';

const errors = errorResponses(400, 401, 403);

const ownNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('readNotifications'));

  app.get(
    '/news/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: "The caller's notifications, unread before read, newest first",
        querystring: pagingQuerySchema,
        response: { 200: z.union([z.array(notificationSchema), pageOf(notificationSchema)]), ...errors },
      },
    },
    async (request, reply) => {
      const paging = pageRequest(request.query);
      const { rows, total } = await listNotifications(app.db, request.user!.id, paging);
      const language = requestLanguage(request);
      const notifications = rows.map((row) => presentNotification(row, language));
      return answerList(request, reply, notifications, total, paging);
    },
  );

  app.get(
    '/news/notifications/unread-count',
    {
      schema: {
        tags: ['notifications'],
        summary: "How many of the caller's notifications are unread (the sidebar badge)",
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => ({ count: await countNotifications(app.db, request.user!.id, true) }),
  );

  app.post(
    '/news/notifications/mark-read/:id',
    {
      schema: {
        tags: ['notifications'],
        summary: "Mark one of the caller's notifications as read; the body is ignored",
        params: idParamsSchema,
        response: { 200: notificationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await markNotificationRead(app.db, request.user!.id, request.params.id);
      if (!row) throw notFound(notificationMessages.notFound);
      return presentNotification(row, requestLanguage(request));
    },
  );

  app.delete(
    '/news/notification/:id',
    {
      schema: {
        tags: ['notifications'],
        summary: "Delete one of the caller's notifications",
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteNotification(app.db, request.user!.id, request.params.id))) throw notFound(notificationMessages.notFound);
      return reply.code(204).send(null);
    },
  );
};

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(ownNotificationRoutes);
  await app.register(notificationStreamRoutes);
};
