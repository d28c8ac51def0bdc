/**
 * Makes the heavy-work pool available as app.heavyWork (services/work-pool): worker threads with their own
 * connections to the database, or the event loop itself when the database lives in this process's memory (tests)
 * or WORK_THREADS is 0.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PageRenderer } from '@newsroom/shared';
import type { Config } from '../config.js';
import { TextRankSummarizer } from '../services/ai/text-rank.js';
import { inProcessFetch, loadServerBundle, serverBundleFileOf } from '../services/page-rendering/server-bundle.js';
import type { SearchAnswers } from '../services/work-pool/heavy-tasks.js';
import { HeavyWork, type HeavyWorkLimits } from '../services/work-pool/heavy-work.js';

declare module 'fastify' {
  interface FastifyInstance {
    heavyWork: HeavyWork;
  }
}

/** A render waits for its data from the event loop meanwhile; two keep a thread busy without doubling its memory. */
const TASKS_PER_THREAD = 2;
/**
 * The longest a search or a first render may be expected to wait for a thread. Under overload a render also waits
 * for its data from a busy event loop: at 1,000 connections on the load bench's mix for 30 s, 34 tasks spent more than
 * 20 s in the server without this bound and 12 with it. At 5 s none did, but the load check's 50 connections on
 * PostgreSQL, with tasks slowed by a busy machine, were then refused 86 times: readers of a school at an ordinary busy
 * moment must wait, not be sent away.
 */
const MAX_WAIT_MS = 10_000;
/** PostgreSQL connections each thread may hold: one per task it takes at once. */
const POOL_SIZE_PER_THREAD = TASKS_PER_THREAD;

export interface HeavyWorkOptions {
  config: Config;
  /** The news module's searches, done by the pool on the event loop; a thread's entry imports its own. */
  searches: SearchAnswers;
  /** The module a thread starts from (src/heavy-worker.ts), named as its compiled file. */
  workerEntry: URL;
}

export default fp(
  async function heavyWorkPlugin(app: FastifyInstance, options: HeavyWorkOptions) {
    const { config } = options;
    const limits: HeavyWorkLimits = {
      threads: config.heavyWork.threads,
      tasksPerThread: TASKS_PER_THREAD,
      maxWaiting: config.heavyWork.maxWaiting,
      maxWaitMs: MAX_WAIT_MS,
    };
    const serverBundleFile = serverBundleFileOf(config.webDistDir);
    const inMemory = !config.databaseUrl && config.sqlitePath === ':memory:';
    let work: HeavyWork;
    if (limits.threads > 0 && !inMemory) {
      work = new HeavyWork(limits, {
        workerEntry: options.workerEntry,
        workerData: {
          databaseUrl: config.databaseUrl,
          sqlitePath: config.sqlitePath,
          timeZone: config.timeZone,
          mediaPublicUrl: config.mediaPublicUrl,
          serverBundleFile,
          poolSize: POOL_SIZE_PER_THREAD,
          blockEachTaskMs: config.heavyWork.blockEachTaskMs,
        },
        pageFetch: inProcessFetch(app),
      });
    } else {
      let renderer: Promise<PageRenderer | null> | undefined;
      const fetch = inProcessFetch(app);
      work = new HeavyWork(limits, {
        context: {
          db: app.db,
          timeZone: config.timeZone,
          searches: options.searches,
          summarizer: new TextRankSummarizer(),
          renderer: () => (renderer ??= loadServerBundle(serverBundleFile)),
          pageFetch: () => fetch,
          blockEachTaskMs: config.heavyWork.blockEachTaskMs,
        },
      });
    }
    app.decorate('heavyWork', work);
    app.metrics.labelledGauge(
      'heavy_work_tasks',
      'Heavy work (searches, first renders, summaries) running and waiting for a thread',
      'state',
      () => ({
        running: work.running,
        waiting: work.waiting,
      }),
    );
    app.metrics.labelledGauge('heavy_work_ended_total', 'Heavy work tasks since the start, by how they ended', 'outcome', () => ({ ...work.ended }));
    app.addHook('onClose', () => work.close());
  },
  { name: 'heavy-work', dependencies: ['database', 'metrics'] },
);
