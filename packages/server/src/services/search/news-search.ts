/**
 * The news text search, on the database's own full-text engine (sqlite-search.ts, postgres-search.ts): every query
 * word must match a word of the story exactly, as a prefix, or with a typo; title matches rank first. The engines'
 * indexes follow every write by triggers; this module plans the words, picks the engine and keeps SQLite's word list.
 */
import type { Kysely } from 'kysely';
import { SEARCH_SUGGESTIONS_MAX, SEARCH_TOTAL_MAX, type SearchSnippet, type SearchSuggestion } from '@newsroom/shared';
import type { Database } from '../../db/schema.js';
import { isPostgres } from '../../db/dialect.js';
import { postgresSearch } from './postgres-search.js';
import type { NewsSearchOptions, SearchEngine } from './search-engine.js';
import { snippetOf } from './search-snippet.js';
import { sqliteSearch } from './sqlite-search.js';
import { planWords } from './word-plan.js';

export type { NewsSearchOptions } from './search-engine.js';

const engineOf = (db: Kysely<Database>): SearchEngine => (isPostgres(db) ? postgresSearch : sqliteSearch);

export interface NewsSearchResult {
  ids: string[];
  /** How many match, at most SEARCH_TOTAL_MAX: past it counting stops and `totalIsExact` is false. */
  total: number;
  totalIsExact: boolean;
  /** The body of each found item around its matched words, as the plain text readers see (no Markdown). */
  snippets: Map<string, SearchSnippet>;
}

/**
 * The ids of the items matching every word of the query, best first, how many match (exactly up to SEARCH_TOTAL_MAX),
 * and their snippets. Only the first SEARCH_TOTAL_MAX results are ever read: a page past them is empty. Words of fewer
 * than two characters are ignored; a query left with none finds nothing.
 */
export async function searchNews(db: Kysely<Database>, query: string, options: NewsSearchOptions): Promise<NewsSearchResult> {
  const engine = engineOf(db);
  const readable = { ...options, limit: Math.max(0, Math.min(options.limit, SEARCH_TOTAL_MAX - options.offset)) };
  const found = await engine.reading(db, async (reader) => {
    const plan = await planWords(query, engine.words(reader));
    if (plan.length === 0 || options.statuses?.length === 0) return { plan, ids: [], total: 0 };
    return { plan, ...(await engine.find(reader, plan, readable)) };
  });
  const { plan, ids } = found;
  const total = Math.min(found.total, SEARCH_TOTAL_MAX);
  const totalIsExact = found.total <= SEARCH_TOTAL_MAX;
  if (ids.length === 0) return { ids, total, totalIsExact, snippets: new Map() };
  // The plain text stored with the story (rows from before it was kept were plain already): parsing each body's
  // Markdown here cost 2-3 ms a result.
  const bodies = await db
    .selectFrom('news')
    .select(['id', (eb) => eb.fn.coalesce('content_text', 'content').as('text')])
    .where('id', 'in', ids)
    .execute();
  return { ids, total, totalIsExact, snippets: new Map(bodies.map((row) => [row.id, snippetOf(row.text, plan)])) };
}

/** Titles holding every word typed so far, the last one possibly unfinished: what to offer under a search box. */
export async function suggestTitles(
  db: Kysely<Database>,
  query: string,
  options: Pick<NewsSearchOptions, 'statuses' | 'publishedBy'>,
): Promise<SearchSuggestion[]> {
  const engine = engineOf(db);
  const ids = await engine.reading(db, async (reader) => {
    const plan = await planWords(query, engine.words(reader));
    if (plan.length === 0) return [];
    plan[plan.length - 1] = { ...plan[plan.length - 1]!, prefix: true };
    return (await engine.find(reader, plan, { ...options, titleOnly: true, limit: SEARCH_SUGGESTIONS_MAX, offset: 0 })).ids;
  });
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('news').select(['id', 'title']).where('id', 'in', ids).execute();
  const titles = new Map(rows.map((row) => [row.id, row.title]));
  return ids.filter((id) => titles.has(id)).map((id) => ({ id, title: titles.get(id)! }));
}

/**
 * Makes a written or edited story's words known to the typo step. The engine's own index follows by triggers;
 * call it in the write's transaction.
 */
export async function indexNews(db: Kysely<Database>, newsId: string): Promise<void> {
  const row = await db
    .selectFrom('news')
    .innerJoin('categories', 'categories.id', 'news.category_id')
    .select(['news.title', 'news.description', 'news.author_name', 'categories.name as category_name'])
    .select((eb) => eb.fn.coalesce('news.content_text', 'news.content').as('text'))
    .where('news.id', '=', newsId)
    .executeTakeFirst();
  if (row) await engineOf(db).learnWords(db, [row.title, row.description, row.text, row.author_name, row.category_name]);
}

/** Makes words the index reads beside the story's own fields (its video's captions) known to the typo step. */
export async function learnSearchWords(db: Kysely<Database>, texts: readonly string[]): Promise<void> {
  await engineOf(db).learnWords(db, texts);
}

/** Makes a renamed category's words known to the typo step; the stories' index follows by a trigger. */
export async function reindexCategory(db: Kysely<Database>, categoryId: string): Promise<void> {
  const category = await db.selectFrom('categories').select('name').where('id', '=', categoryId).executeTakeFirst();
  if (category) await engineOf(db).learnWords(db, [category.name]);
}
