/**
 * The work that must not hold up the event loop (issue 23: one search or first render used to make every reader
 * wait): what each task is given, what it answers, and how it is done. The same functions run in a worker thread
 * (heavy-worker.ts) or, without threads, on the event loop (an in-memory database has nothing to share with a thread).
 */
import type { MessagePort } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import type { ApiFetch, Language, PageRenderer, RenderedPage } from '@newsroom/shared';
import type { Database } from '../../db/schema.js';
import { searchAnswer, suggestionsAnswer, type JsonAnswer, type SearchRequest } from '../../modules/news/search-answers.js';
import type { Draft, Summarizer } from '../ai/summarizer.js';

export type HeavyTask =
  | ({ kind: 'search' } & SearchRequest)
  | { kind: 'suggest'; query: string }
  /** `port`, in a worker thread: where the render asks the event loop's API for its data (page-data-channel.ts). */
  | { kind: 'render'; url: string; origin: string; language: Language; port?: MessagePort }
  | { kind: 'summarize'; text: string }
  | { kind: 'draft'; text: string };

export interface HeavyResults {
  search: JsonAnswer;
  suggest: JsonAnswer;
  /** Null when the address is not a page the server renders. */
  render: RenderedPage | null;
  summarize: string;
  draft: Draft;
}

export type HeavyTaskOf<K extends HeavyTask['kind']> = Extract<HeavyTask, { kind: K }>;

/** What doing the work needs, wherever it runs. */
export interface HeavyWorkContext {
  db: Kysely<Database>;
  timeZone: string;
  /** The offline summarizer (the OpenAI-compatible endpoint, when configured, is called from the event loop: it only waits). */
  summarizer: Summarizer;
  /** The web app's server bundle, loaded at its first use; null when the web app was built without it. */
  renderer(): Promise<PageRenderer | null>;
  /** How this render reaches the API for its data. */
  pageFetch(task: HeavyTaskOf<'render'>): ApiFetch;
  /** Tests only: each task first blocks its thread this long, as a slow query would. */
  blockEachTaskMs?: number;
}

/** Does one task. `stillWanted` throws once the client that asked for it has gone; it is called between steps. */
export async function performHeavyTask(
  context: HeavyWorkContext,
  task: HeavyTask,
  stillWanted: () => void,
): Promise<HeavyResults[HeavyTask['kind']]> {
  if (context.blockEachTaskMs) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, context.blockEachTaskMs);
  switch (task.kind) {
    case 'search':
      return searchAnswer(context.db, task, stillWanted);
    case 'suggest':
      return suggestionsAnswer(context.db, task.query);
    case 'render': {
      const renderer = await context.renderer();
      stillWanted();
      return renderer
        ? renderer.render({ url: task.url, origin: task.origin, fetch: context.pageFetch(task), timeZone: context.timeZone, language: task.language })
        : null;
    }
    case 'summarize':
      return context.summarizer.summarize(task.text);
    case 'draft':
      return context.summarizer.draft(task.text);
  }
}
