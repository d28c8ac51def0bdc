/**
 * Answers made for one person are never stored by a browser or a proxy: school lab computers are shared, and
 * the next pupil at the keyboard must not find the last one's back office in the cache. Applies to every call
 * with an Authorization header, and to routes that say `config: { privateAnswer: true }` (the login's token).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    privateAnswer?: boolean;
  }
}

export default fp(
  async function privateAnswersPlugin(app: FastifyInstance) {
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.headers.authorization || request.routeOptions.config?.privateAnswer) {
        reply.header('cache-control', 'no-store');
        reply.removeHeader('etag');
      }
      return payload;
    });
  },
  { name: 'private-answers' },
);
