/**
 * A worker thread of the heavy-work pool (heavy-work.ts): its own database connection (SQLite read-only, or a small
 * PostgreSQL pool), the offline summarizer, and the web app's server bundle once a render asks for it. It runs at
 * the lowest scheduling priority, so the event loop answering readers is never the one waiting for a core.
 */
import os from 'node:os';
import { workerData as data } from 'node:worker_threads';
import type { PageRenderer } from '@newsroom/shared';
import { openDatabase } from '../../db/connection.js';
import { keepUnavailableAcrossThreads } from '../../db/errors.js';
import { TextRankSummarizer } from '../ai/text-rank.js';
import { useMediaPublicUrl } from '../media/media-urls.js';
import { loadServerBundle } from '../page-rendering/server-bundle.js';
import { performHeavyTask, type HeavyTask, type HeavyWorkContext } from './heavy-tasks.js';
import { fetchOverPort } from './page-data-channel.js';
import { stillWantedBy } from './cancellation.js';

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

export interface WorkerMessage {
  task: HeavyTask;
  /** Set to 1 by the event loop when the client has gone. */
  cancel: Int32Array;
}

const workerData = data as HeavyWorkerData;

// Linux keeps a nice value per thread: this lowers this thread only, never the event loop's.
try {
  os.setPriority(19);
} catch {
  // Not allowed here (some containers): the thread keeps the process's priority.
}

useMediaPublicUrl(workerData.mediaPublicUrl);
const { db } = openDatabase({
  databaseUrl: workerData.databaseUrl,
  sqlitePath: workerData.sqlitePath,
  readOnly: true,
  poolSize: workerData.poolSize,
  // The pool replaces a broken connection at its next query; the query that met it fails as unavailable.
  onConnectionError: () => {},
});

let renderer: Promise<PageRenderer | null> | undefined;
const context: HeavyWorkContext = {
  db,
  timeZone: workerData.timeZone,
  summarizer: new TextRankSummarizer(),
  renderer: () => (renderer ??= loadServerBundle(workerData.serverBundleFile)),
  pageFetch: (task) => {
    if (!task.port) throw new Error('a render in a worker thread needs the port to its data');
    return fetchOverPort(task.port);
  },
  blockEachTaskMs: workerData.blockEachTaskMs,
};

export default async function heavyWorker({ task, cancel }: WorkerMessage): Promise<unknown> {
  try {
    return await performHeavyTask(context, task, stillWantedBy(cancel));
  } catch (error) {
    throw keepUnavailableAcrossThreads(error);
  } finally {
    if (task.kind === 'render') task.port?.close();
  }
}
