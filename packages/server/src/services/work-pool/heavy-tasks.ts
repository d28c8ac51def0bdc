/**
 * The work that must not hold up the event loop (issue 23: one search or first render used to make every reader
 * wait): what each task is given, what it answers, and how it is done. The same functions run in a worker thread
 * (src/heavy-worker.ts) or, without threads, on the event loop (an in-memory database has nothing to share with a thread).
 */
import type { MessagePort } from 'node:worker_threads';
import type { Kysely } from 'kysely';
import type { ApiFetch, Language, NewsScope, PageRenderer, RenderedPage } from '@newsroom/shared';
import type { Database } from '../../db/schema.js';
import type { JsonAnswer } from '../../lib/json-answer.js';
import type { PageRequest } from '../../lib/paging.js';
import type { Draft, Summarizer } from '../ai/summarizer.js';

export interface SearchRequest {
  query: string;
  scope: NewsScope;
  paging: PageRequest;
  /** The address asked for: the next page's link is made from it. */
  url: string;
  /** The stories whose kept answers were being forgotten as the search was asked for: presented afresh. */
  forgotten: ReadonlySet<string> | 'all';
}

/**
 * The searches' answers as the API sends them. They present stories, which is the news module's work
 * (modules/news/search-answers.ts), so the pool is handed them: by app.ts for the event loop, by the worker's entry
 * (src/heavy-worker.ts) for a thread.
 */
export interface SearchAnswers {
  /** The text search's answer. `stillWanted` throws once the client has gone. */
  search(db: Kysely<Database>, request: SearchRequest, stillWanted: () => void): Promise<JsonAnswer>;
  /** Titles to offer under the public search box. */
  suggest(db: Kysely<Database>, query: string): Promise<JsonAnswer>;
}

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
  searches: SearchAnswers;
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
      return context.searches.search(context.db, task, stillWanted);
    case 'suggest':
      return context.searches.suggest(context.db, task.query);
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
