/**
 * GET /metrics in Prometheus' text format (prom-client): requests by route and status with their latency, the
 * process's own figures (memory, event loop, handles), database connections, image jobs and whatever gauges other
 * plugins add (`app.metrics.gauge`, e.g. the open notification streams). Behind `Authorization: Bearer
 * <METRICS_TOKEN>` when that is set; without it, only to this machine's own loopback address.
 *
 * Counted in `onResponse`, which Fastify runs when the response has gone out, also for the replies the public
 * cache's fast path writes itself (hijacked); a test holds that.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { authMessages } from '@newsroom/shared';
import type { Config } from '../config.js';
import { ApiError } from '../lib/api-error.js';
import { imageJobs } from '../services/media/image-processor.js';
import { bearerToken } from './auth.js';

export interface Metrics {
  /** A gauge read at each scrape. */
  gauge(name: string, help: string, read: () => number): void;
  /** A gauge with one label, one series per key of what `read` answers at each scrape. */
  labelledGauge(name: string, help: string, label: string, read: () => Record<string, number>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Seconds; from a cached answer (well under a millisecond) to a slow upload. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * Without METRICS_TOKEN only a scraper on this machine reads the metrics (route counts, staff online, versions). A
 * request that came through a proxy is not one, even from a proxy on this machine: it names the client it forwards.
 */
function fromThisMachine(request: FastifyRequest): boolean {
  const forwarded = request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
  return !forwarded && LOOPBACK.test(request.ip) && LOOPBACK.test(request.socket.remoteAddress ?? '');
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

export default fp(
  async function metricsPlugin(app: FastifyInstance, options: { config: Config }) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const labelNames = ['method', 'route', 'status'] as const;
    const requests = new Counter({ name: 'http_requests_total', help: 'Requests answered, by route and status', labelNames, registers: [registry] });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from the request to its answer, by route and status',
      labelNames,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });

    function record(request: FastifyRequest, reply: FastifyReply): void {
      // The route's pattern, never the address itself: ids and queries would make a series per story.
      const labels = { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.raw.statusCode) };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
    }

    const metrics: Metrics = {
      gauge(name, help, read) {
        new Gauge({
          name,
          help,
          registers: [registry],
          collect() {
            this.set(read());
          },
        });
      },
      labelledGauge(name, help, label, read) {
        new Gauge({
          name,
          help,
          labelNames: [label],
          registers: [registry],
          collect() {
            for (const [value, count] of Object.entries(read())) this.set({ [label]: value }, count);
          },
        });
      },
    };
    app.decorate('metrics', metrics);
    // A callback rather than an async hook: no promise per request on the hottest path.
    app.addHook('onResponse', (request, reply, done) => {
      record(request, reply);
      done();
    });

    new Gauge({
      name: 'image_jobs',
      help: 'Uploaded images being processed (active) and waiting their turn (queued)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const { active, queued } = imageJobs();
        this.set({ state: 'active' }, active);
        this.set({ state: 'queued' }, queued);
      },
    });
    new Gauge({
      name: 'database_connections',
      help: "The database pool's connections: open (total), idle, and queries waiting for one (SQLite: one connection)",
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const client = app.databaseClient;
        const pool = client.dialect === 'postgres' ? client.pool : { totalCount: 1, idleCount: 0, waitingCount: 0 };
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });

    const token = options.config.metricsToken;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (token) {
        const given = bearerToken(request);
        if (!given || !timingSafeEqual(sha256(given), sha256(token))) {
          throw new ApiError(401, authMessages.unauthenticated, undefined, { 'www-authenticate': 'Bearer', 'cache-control': 'no-store' });
        }
      } else if (!fromThisMachine(request)) {
        throw new ApiError(403, authMessages.forbidden, undefined, { 'cache-control': 'no-store' });
      }
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics' },
);
