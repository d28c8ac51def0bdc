/**
 * The reader's summary (SPEC §7 POST /hitOpenaiApi/{id}, at the site root, outside /api/v1): public items
 * only, answered as plain text, made once per version of the item and kept on it.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canSummarize, idParamsSchema } from '@newsroom/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { loadNewsFor } from '../news/news-visibility.js';
import { summaryMaker } from './summary-maker.js';

export const summaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const summaryOf = summaryMaker(app);

  app.post(
    '/hitOpenaiApi/:id',
    {
      config: { rateLimit: { max: app.config.publicWriteLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['public'],
        summary: "A published item's summary, as plain text: the who, what, when, where and why in a few sentences",
        params: idParamsSchema,
        response: {
          200: { description: 'The summary', content: { 'text/plain': { schema: z.string() } } },
          ...errorResponses(404, 429),
        },
      },
    },
    async (request, reply) => {
      const row = await loadNewsFor(app.db, request.params.id, (story) => canSummarize(story));
      const summary = await summaryOf(row);
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(summary);
    },
  );
};
