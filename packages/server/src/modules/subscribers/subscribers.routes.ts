/**
 * The newsletter's list, ADMIN only (issue 26): a page of addresses with the whole list's counts, the list as a CSV
 * file, and removing an address (its deliveries go with it). The list is the school's and holds minors' addresses:
 * every answer is private (no-store), and nothing here is logged but the request line.
 */
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, SUBSCRIBERS_PAGE_SIZE, subscriberListQuerySchema, subscriberMessages, subscriberPageSchema } from '@newsroom/shared';
import { notFound } from '../../lib/api-error.js';
import { dayOf } from '../../lib/calendar-days.js';
import { errorResponses } from '../../lib/error-responses.js';
import { pageRequest } from '../../lib/paging.js';
import { categoryNamesById, deleteSubscription, listSubscriptions, subscriptionTallies } from '../subscriptions/subscriptions.repository.js';
import { CSV_COLUMNS, subscriberCsv } from './subscriber-export.js';
import { presentCounts, presentSubscriber } from './subscribers.presenter.js';

export const subscriberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('manageSubscribers'));

  app.get(
    '/subscribers',
    {
      schema: {
        tags: ['subscriptions'],
        security: [{ bearerAuth: [] }],
        summary: 'A page of the newsletter subscribers, newest first, with the whole list’s counts (ADMIN)',
        description: `q narrows to addresses containing it (any case), state to pending or confirmed. Pages of ${SUBSCRIBERS_PAGE_SIZE} unless size says otherwise. The counts are over the whole list, whatever the query: by state, language, frequency and category (a subscriber of every category, or whose categories were all deleted, counts under allCategories).`,
        querystring: subscriberListQuerySchema,
        response: { 200: subscriberPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { q, state, page, size } = request.query;
      const paging = pageRequest({ page: page ?? 1, size: size ?? SUBSCRIBERS_PAGE_SIZE });
      const [namesById, { rows, total }, tallies] = await Promise.all([
        categoryNamesById(app.db),
        listSubscriptions(app.db, { q, state }, paging),
        subscriptionTallies(app.db),
      ]);
      return {
        items: rows.map((row) => presentSubscriber(row, namesById)),
        page: paging.page,
        size: paging.size,
        total,
        counts: presentCounts(tallies, namesById),
      };
    },
  );

  app.get(
    '/subscribers/export',
    {
      schema: {
        tags: ['subscriptions'],
        security: [{ bearerAuth: [] }],
        summary: 'Every newsletter subscriber as a CSV file, newest first (ADMIN)',
        description: `Columns ${CSV_COLUMNS.join(', ')}; categories are names joined by "; ". UTF-8 with a byte order mark; a cell starting with = + - or @ gets a leading apostrophe so a spreadsheet does not run it.`,
        // The file, or a JSON error body.
        produces: ['text/csv', 'application/json'],
        // The file is streamed (never serialized), a page of rows at a time.
        response: { 200: z.unknown().describe('the CSV file'), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      const day = dayOf(new Date(), app.config.timeZone);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="subscribers-${day}.csv"`)
        .send(Readable.from(subscriberCsv(app.db)));
    },
  );

  app.delete(
    '/subscribers/:id',
    {
      schema: {
        tags: ['subscriptions'],
        security: [{ bearerAuth: [] }],
        summary: 'Remove an address from the newsletter: the row is deleted, with the record of what it was sent (ADMIN)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await deleteSubscription(app.db, request.params.id))) throw notFound(subscriberMessages.notFound);
      return reply.code(204).send(null);
    },
  );
};
