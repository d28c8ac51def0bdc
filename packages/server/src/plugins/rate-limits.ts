/**
 * Makes the shared limits available as app.limits, and gives @fastify/rate-limit (the public write limits) a
 * store on them, so those limits too are shared by every instance and survive a restart.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { errorMessages } from '@newsroom/shared';
import { Limits, type Limit } from '../services/rate-limit-counters.js';

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

/**
 * @fastify/rate-limit's store contract: `incr` counts a hit for a client key, `child` makes the store of one
 * route. Each route counts under its own name (its method and path; a limit made with app.rateLimit() gets
 * the next number, the same on every instance since they register the same routes in the same order).
 */
function storeOn(limits: Limits) {
  let unnamed = 0;
  return class SharedLimitStore implements FastifyRateLimitStore {
    private readonly name: string;
    private limit?: Limit;

    /** The plugin passes the merged limit options, with the route under `routeInfo` (the typings say otherwise). */
    constructor(params: unknown) {
      const { method, url } = (params as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      this.name = typeof url === 'string' ? `route ${String(method)} ${url}` : `limit ${(unnamed += 1)}`;
    }

    incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      // Counting only: the plugin compares the count with the route's max itself, so the points never run out here.
      this.limit ??= limits.limit({ name: this.name, points: Number.MAX_SAFE_INTEGER, durationSeconds: Math.max(1, Math.ceil(timeWindow / 1000)) });
      this.limit.consume(key).then(
        (consumption) => done(null, { current: consumption.consumed, ttl: consumption.retryAfterMs }),
        (error: Error) => done(error),
      );
    }

    child(params: Parameters<FastifyRateLimitStore['child']>[0]): SharedLimitStore {
      return new SharedLimitStore(params);
    }
  };
}

export default fp(
  async function limitsPlugin(app: FastifyInstance) {
    const limits = new Limits(app.databaseClient);
    app.decorate('limits', limits);
    await app.register(rateLimit, {
      global: false,
      store: storeOn(limits),
      // A store that cannot count (its database full or away) lets the request through rather than failing it:
      // the request then meets the real problem and its real answer (a 507, a 503).
      skipOnError: true,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        error: 'Too Many Requests',
        message: errorMessages.tooManyRequests,
      }),
    });
  },
  { name: 'limits', dependencies: ['database'] },
);
