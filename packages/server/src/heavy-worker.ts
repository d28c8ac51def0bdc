/**
 * The entry of a heavy-work thread, which piscina loads by its path (given by app.ts to services/work-pool/heavy-work.ts):
 * its own database connection (SQLite read-only, or a small PostgreSQL pool), the offline summarizer, the web app's
 * server bundle once a render asks for it, and the news module's searches. It sits above the floors, as server.ts
 * does, because it puts them together for the thread; it runs at the lowest scheduling priority, so the event loop
 * answering readers is never the one waiting for a core.
 */
import os from 'node:os';
import { workerData as data } from 'node:worker_threads';
import type { PageRenderer } from '@newsroom/shared';
import { openDatabase } from './db/connection.js';
import { keepUnavailableAcrossThreads } from './db/errors.js';
import { newsSearchAnswers } from './modules/news/search-answers.js';
import { TextRankSummarizer } from './services/ai/text-rank.js';
import { useMediaPublicUrl } from './services/media/media-urls.js';
import { loadServerBundle } from './services/page-rendering/server-bundle.js';
import { performHeavyTask, type HeavyWorkContext } from './services/work-pool/heavy-tasks.js';
import type { HeavyWorkerData, WorkerMessage } from './services/work-pool/heavy-work.js';
import { fetchOverPort } from './services/work-pool/page-data-channel.js';
import { stillWantedBy } from './services/work-pool/cancellation.js';

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
  searches: newsSearchAnswers,
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
