/**
 * For load balancers and uptime checks. GET /api/v1/health (liveness): 200 while the database answers.
 * GET /api/v1/ready (readiness): 200 when the database and the media store both answer; 503 once the instance is
 * stopping (`app.draining`), so a load balancer takes it out of rotation before it closes.
 */
import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../plugins/errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the instance starts stopping (server.ts): it still serves, but /ready answers 503. */
    draining: boolean;
  }
}

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });
const readySchema = z.object({
  status: z.enum(['ready', 'unavailable', 'stopping']),
  database: z.enum(['ok', 'unavailable']),
  mediaStore: z.enum(['ok', 'unavailable']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const databaseAnswers = () => sql`select 1`.execute(app.db);

  async function answers(part: string, check: () => Promise<unknown>, log: { error: (object: object, message: string) => void }) {
    try {
      await check();
      return 'ok' as const;
    } catch (error) {
      log.error({ err: error }, `${part} did not answer`);
      return 'unavailable' as const;
    }
  }

  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Is the service up?', response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      const database = await answers('health check: database', databaseAnswers, request.log);
      if (database === 'ok') return { status: 'ok' as const };
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ status: 'unavailable' as const });
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Should a load balancer send this instance requests? (database and media store answer, not stopping)',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      const [database, mediaStore] = await Promise.all([
        answers('readiness check: database', databaseAnswers, request.log),
        answers('readiness check: media store', () => app.media.checkStore(), request.log),
      ]);
      const status = app.draining ? 'stopping' : database === 'ok' && mediaStore === 'ok' ? 'ready' : 'unavailable';
      reply.header('cache-control', 'no-store');
      return reply.code(status === 'ready' ? 200 : 503).send({ status, database, mediaStore });
    },
  );
};
