/** GET /api/v1/health: 200 when the database answers, 503 otherwise (for load balancers and uptime checks). */
import { sql } from 'kysely';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Is the service up?', response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );
};
