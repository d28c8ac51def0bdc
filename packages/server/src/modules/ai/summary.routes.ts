/**
 * The reader's summary (SPEC §7 POST /hitOpenaiApi/{id}, at the site root, outside /api/v1): public items
 * only, answered as plain text, made once per version of the item and kept on it.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { canSummarize, idParamsSchema } from '@newsroom/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { loadNewsFor } from '../news/news-visibility.js';
import type { NewsWithRelations } from '../news/news.repository.js';
import { saveSummary, summaryKey } from './summary.repository.js';
import { storyChanged } from '../../services/public-cache/public-cache.js';

export const summaryRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Summaries being made, by item and version: readers who ask at once share one call to the endpoint. */
  const inFlight = new Map<string, Promise<string>>();

  function summaryOf(row: NewsWithRelations): Promise<string> {
    const key = summaryKey(row);
    if (row.summary !== null && row.summary_key === key) return Promise.resolve(row.summary);
    const flight = `${row.id}:${key}`;
    let pending = inFlight.get(flight);
    if (!pending) {
      pending = (async () => {
        const summary = await app.summarizer.summarize(row.content);
        await saveSummary(app.db, row.id, summary, key);
        app.publicCache.invalidate(storyChanged(row.id));
        return summary;
      })().finally(() => inFlight.delete(flight));
      inFlight.set(flight, pending);
    }
    return pending;
  }

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
