/**
 * Published stories that share words with another, found by each database's own full-text engine: for each word, the
 * newest stories holding it in their title or description, read from the engine's index newest first and cut after a
 * few. SQLite's FTS5 walks `search_news_fields` in row id order, which is listing order (sqlite-doc-order.ts);
 * PostgreSQL reads the title and description GIN indexes, or walks the listing index back when a word is common. A
 * common word then costs what a rare one does, whatever the archive holds.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isPostgres } from '../../db/dialect.js';
import { postgresSearch } from './postgres-search.js';
import { listingFilter } from './ranked-page.js';

export interface SharedWordsOptions {
  /** ISO-8601: only stories published at or before it. */
  publishedBy: string;
  /** How many of the newest stories holding each word are read. */
  perWord: number;
}

/** An FTS5 phrase of one word (the words come tokenized, but a quote must never end the phrase). */
const ftsPhrase = (word: string) => `"${word.replaceAll('"', '""')}"`;

function newestHolding(db: Kysely<Database>, word: string, options: SharedWordsOptions): RawBuilder<unknown> {
  const published = listingFilter({ statuses: ['Approved'], publishedBy: options.publishedBy, limit: options.perWord, offset: 0 });
  if (isPostgres(db)) {
    const query = sql`plainto_tsquery('newsroom_search', ${word})`;
    return sql`select s.news_id as id from search_news s
      where (s.title_words @@ ${query} or s.description_words @@ ${query}) ${published}
      order by s.listed_at desc limit ${options.perWord}`;
  }
  // Published stories have positive row ids (sqlite-doc-order.ts): the walk starts at the newest and skips the rest.
  return sql`select s.news_id as id from search_news_fields f cross join search_news s
    where search_news_fields match ${ftsPhrase(word)} and f.rowid > 0 and s.doc = f.rowid ${published}
    order by f.rowid desc limit ${options.perWord}`;
}

/** One statement for every word: each word's newest stories, one after the other (an id may come more than once). */
export function sharedWordsQuery(db: Kysely<Database>, words: readonly string[], options: SharedWordsOptions): RawBuilder<{ id: string }> {
  return sql<{ id: string }>`${sql.join(
    words.map((word, index) => sql`select id from (${newestHolding(db, word, options)}) as ${sql.raw(`w${index}`)}`),
    sql` union all `,
  )}`;
}

/** The ids of the newest published stories holding each word, word by word; none for no words. */
export async function storiesSharingWords(db: Kysely<Database>, words: readonly string[], options: SharedWordsOptions): Promise<string[]> {
  if (words.length === 0) return [];
  const query = sharedWordsQuery(db, words, options);
  // PostgreSQL's search runs with sequential scans priced out (postgres-search.ts): the indexes are always the better way here.
  const { rows } = isPostgres(db) ? await postgresSearch.reading(db, (reader) => query.execute(reader)) : await query.execute(db);
  return rows.map((row) => row.id);
}
