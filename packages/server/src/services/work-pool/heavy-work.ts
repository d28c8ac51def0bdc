/**
 * Heavy work (searches, first renders of pages, summaries) off the event loop: `WORK_THREADS` worker threads
 * (piscina; one by default, see config.ts), each at the lowest scheduling priority so the event loop, which answers
 * readers from the cache, always runs first. At most `threads x tasksPerThread` tasks run at once, and a bounded line
 * waits (work-line.ts); the next caller gets a 503 with Retry-After at once. A task whose client has gone leaves the
 * line, or stops at its next step when it already runs.
 */
import { MessageChannel } from 'node:worker_threads';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { ApiFetch } from '@newsroom/shared';
import { WorkCancelled } from './admission.js';
import { WorkLine } from './work-line.js';
import { CANCELLED_MESSAGE, cancelTask, newCancelFlag, stillWantedBy } from './cancellation.js';
import { performHeavyTask, type HeavyResults, type HeavyTask, type HeavyTaskOf, type HeavyWorkContext } from './heavy-tasks.js';
import { servePageData } from './page-data-channel.js';

export { WorkCancelled } from './admission.js';

/** What a thread is given when it starts. */
export interface HeavyWorkerData {
  databaseUrl?: string;
  sqlitePath: string;
  timeZone: string;
  mediaPublicUrl?: string;
  /** The server bundle's file (services/page-rendering/server-bundle.ts). */
  serverBundleFile: string;
  /** PostgreSQL connections this thread may hold. */
  poolSize: number;
  /** Tests only: each task first blocks its thread this long, as a slow query would. */
  blockEachTaskMs?: number;
}

/** What a thread is given for each task. */
export interface WorkerMessage {
  task: HeavyTask;
  /** Set to 1 by the event loop when the client has gone. */
  cancel: Int32Array;
}

/**
 * How the work runs in threads: the entry module a thread loads (its default export does one WorkerMessage), named as
 * its compiled file (`.js`), and what each thread starts with. A render's data is fetched by `pageFetch`.
 */
export interface HeavyWorkThreads {
  workerEntry: URL;
  workerData: HeavyWorkerData;
  pageFetch: ApiFetch;
}

export interface HeavyWorkLimits {
  /** Worker threads (with a context instead of worker data, the work runs on the event loop, in `tasksPerThread` slots). */
  threads: number;
  /** Tasks one thread takes at once: a render waits for its data from the event loop meanwhile. */
  tasksPerThread: number;
  /** Tasks that may wait for a slot; past them a caller gets a 503. */
  maxWaiting: number;
  /** The longest a task may be expected to wait for a slot, at the line's pace; past it a caller gets a 503. */
  maxWaitMs?: number;
}

interface Runner {
  run(task: HeavyTask, cancel: Int32Array): Promise<unknown>;
  close(): Promise<void>;
}

/** Tasks done on the event loop, by the same functions a worker runs. */
function inlineRunner(context: HeavyWorkContext): Runner {
  return {
    run: (task, cancel) => performHeavyTask(context, task, stillWantedBy(cancel)),
    close: async () => {},
  };
}

/** The worker's entry as this code runs: compiled (.js) or, in the tests, the TypeScript source through tsx. */
function workerFile(entry: URL): { filename: string; execArgv: string[] } {
  const extension = path.extname(fileURLToPath(import.meta.url));
  return {
    filename: entry.href.replace(/\.js$/, extension),
    execArgv: extension === '.ts' ? ['--import', 'tsx'] : [],
  };
}

function threadRunner(limits: HeavyWorkLimits, { workerEntry, workerData, pageFetch }: HeavyWorkThreads): Runner {
  const { filename, execArgv } = workerFile(workerEntry);
  const piscina = new Piscina<WorkerMessage, unknown>({
    filename,
    execArgv,
    workerData,
    // Threads start with the first heavy request and stay while there is work: an idle site holds no worker's memory.
    minThreads: 0,
    maxThreads: limits.threads,
    idleTimeout: 5 * 60_000,
    concurrentTasksPerWorker: limits.tasksPerThread,
    // The line is Admission's; piscina never holds more than it has slots for.
    maxQueue: 0,
  });
  return {
    async run(task, cancel) {
      if (task.kind !== 'render') return piscina.run({ task, cancel });
      const channel = new MessageChannel();
      servePageData(channel.port1, pageFetch);
      try {
        return await piscina.run({ task: { ...task, port: channel.port2 }, cancel }, { transferList: [channel.port2] });
      } finally {
        channel.port1.close();
      }
    },
    close: () => piscina.destroy(),
  };
}

export class HeavyWork {
  private readonly line: WorkLine;
  private readonly runner: Runner;
  /** Whether the work runs in worker threads (false: on the event loop). */
  readonly threaded: boolean;

  constructor(
    readonly limits: HeavyWorkLimits,
    how: { context: HeavyWorkContext } | HeavyWorkThreads,
  ) {
    this.threaded = 'workerData' in how;
    this.line = new WorkLine((this.threaded ? limits.threads : 1) * limits.tasksPerThread, limits.maxWaiting, { maxWaitMs: limits.maxWaitMs });
    this.runner = 'workerData' in how ? threadRunner(limits, how) : inlineRunner(how.context);
  }

  get running(): number {
    return this.line.running;
  }

  get waiting(): number {
    return this.line.waiting;
  }

  /** Tasks ended since the start, by how they ended (for /metrics). */
  get ended(): WorkLine['ended'] {
    return this.line.ended;
  }

  /**
   * Does the task; 503 (ApiError with Retry-After) when the line is full; WorkCancelled when `signal` aborts first
   * (the task leaves the line, or stops at its next step).
   */
  run<K extends HeavyTask['kind']>(task: HeavyTaskOf<K>, signal?: AbortSignal): Promise<HeavyResults[K]> {
    return this.line.run(async () => {
      const cancel = newCancelFlag();
      const onAbort = () => cancelTask(cancel);
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        return (await this.runner.run(task, cancel)) as HeavyResults[K];
      } catch (error) {
        if (signal?.aborted || (error instanceof Error && error.message.includes(CANCELLED_MESSAGE))) throw new WorkCancelled();
        throw error;
      } finally {
        signal?.removeEventListener('abort', onAbort);
      }
    }, signal);
  }

  close(): Promise<void> {
    return this.runner.close();
  }
}
