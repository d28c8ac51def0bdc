/**
 * The hot path: an anonymous GET of a public answer that is cached (a list, a story, a rendered page) is written
 * straight to the socket from the first hook, with the headers it went out with the first time, skipping
 * validation, helmet and the send hooks. A route with an early answer (a story by id) is answered the same way when
 * it is not cached yet, with the headers its route's answers went out with, once one has gone the usual way.
 * Anything else goes the usual way, which also fills the cache. Registered before every other plugin, so its
 * onRequest hook runs first and its onSend hook sees the headers the other hooks set.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { captureSentHeaders, writeCachedAnswer, type CachedAnswer } from '../services/public-cache/cached-answer.js';
import { answerEarly, publicAnswerKey } from '../services/public-cache/public-answer.js';

export default fp(
  async function publicAnswerFastPath(app: FastifyInstance) {
    app.addHook('onRequest', (request, reply, done) => {
      const { method, headers } = request;
      if ((method !== 'GET' && method !== 'HEAD') || headers.authorization || headers['visitor-id']) return done();
      // The cache is decorated later (it needs the database); until then every request goes the usual way.
      const answer = request.server.hasDecorator('publicCache') ? request.server.publicCache.get<CachedAnswer>(publicAnswerKey(request)) : undefined;
      if (answer?.sentHeaders) {
        reply.hijack();
        writeCachedAnswer(request.raw, reply.raw, answer as CachedAnswer & { sentHeaders: readonly string[] });
        return;
      }
      const route = request.routeOptions.url;
      const routeHeaders = route && request.routeOptions.config.earlyAnswer ? headersOfRoute.get(route) : undefined;
      if (!routeHeaders) return done();
      answerEarly(request, reply, routeHeaders).then(
        (answered) => {
          if (!answered) done();
        },
        (error: Error) => done(error),
      );
    });
    // The headers of each route's anonymous answers, as the hooks set them (helmet's, caching): the same for each.
    const headersOfRoute = new Map<string, readonly string[]>();
    app.addHook('onSend', async (request, reply, payload) => {
      const routeHeaders = captureSentHeaders(request, reply);
      const route = request.routeOptions.url;
      if (routeHeaders && route && !headersOfRoute.has(route)) headersOfRoute.set(route, routeHeaders);
      return payload;
    });
  },
  { name: 'public-answer-fast-path' },
);
