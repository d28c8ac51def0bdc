/**
 * GET /outbox (ADMIN): the newest messages with their state and links, so the adviser of a school without a mail
 * server can still hand a student the link their e-mail carries.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OUTBOX_PAGE_SIZE, outboxMessageSchema } from '@newsroom/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { latestOutboxMessages } from '../../services/mail/outbox-store.js';
import { presentOutboxMessage } from './outbox.presenter.js';

export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      onRequest: app.authorize('readOutbox'),
      schema: {
        tags: ['mail'],
        summary: `The ${OUTBOX_PAGE_SIZE} newest e-mails, newest first: recipient, subject, times, state (with the last error) and links`,
        response: { 200: z.array(outboxMessageSchema), ...errorResponses(401, 403) },
      },
    },
    async () => (await latestOutboxMessages(app.db, OUTBOX_PAGE_SIZE)).map(presentOutboxMessage),
  );
};
