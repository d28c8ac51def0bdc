/**
 * What both engines do once they know how to match and rank: filter `search_news s` by status and publication date,
 * order by the ranks summed over the query words, then recency, and count the matches up to COUNT_UP_TO.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { SEARCH_TOTAL_MAX } from '@newsroom/shared';
import type { Database } from '../../db/schema.js';
import type { NewsSearchOptions } from './search-engine.js';

/** How one query word scores in a row: found in the title (1/0), match quality, found in the description (1/0). */
export interface WordRank {
  title: RawBuilder<unknown>;
  quality: RawBuilder<unknown>;
  description: RawBuilder<unknown>;
}

/** The conditions on `search_news s` that the status and date options ask for, each starting with `and`. */
export function listingFilter(options: NewsSearchOptions): RawBuilder<unknown> {
  const status = options.statuses ? sql`and s.status in (${sql.join(options.statuses)})` : sql``;
  const published = options.publishedBy !== undefined ? sql`and s.publication_date <= ${options.publishedBy}` : sql``;
  return sql`${status} ${published}`;
}

const sum = (terms: RawBuilder<unknown>[]) => sql.join(terms, sql` + `);

/**
 * Where the engines stop counting: one match more than a search's answer counts exactly tells that there are more
 * (PRODUCT "Search totals"), and a common word never costs counting its 100,000 stories.
 */
export const COUNT_UP_TO = SEARCH_TOTAL_MAX + 1;

/** How many stories a FROM clause with its WHERE (over `search_news s`) holds, counted no further than `upTo`. */
export async function countMatches(db: Kysely<Database>, from: RawBuilder<unknown>, upTo = COUNT_UP_TO): Promise<number> {
  const { rows } = await sql<{ total: number }>`select count(*) as total from (select 1 as found ${from} limit ${upTo}) matches`.execute(db);
  return Number(rows[0]!.total);
}

/** `from`: a FROM clause with its WHERE, over `search_news s` among others. */
export async function rankedPage(
  db: Kysely<Database>,
  from: RawBuilder<unknown>,
  ranks: readonly WordRank[],
  options: NewsSearchOptions,
): Promise<{ ids: string[]; total: number }> {
  // Nothing to rank: only the count is asked (a page past the last one that may be read).
  if (options.limit === 0) return { ids: [], total: await countMatches(db, from) };
  // Ranking reads every match anyway, so the window count costs little more; its value is bounded as every count is.
  const { rows } = await sql<{ id: string; total: number }>`select s.news_id as id, count(*) over () as total ${from}
    order by ${sum(ranks.map((rank) => rank.title))} desc, ${sum(ranks.map((rank) => rank.quality))} desc,
      ${sum(ranks.map((rank) => rank.description))} desc, s.listed_at desc, s.news_id
    limit ${options.limit} offset ${options.offset}`.execute(db);
  if (rows.length > 0) return { ids: rows.map((row) => row.id), total: Math.min(Number(rows[0].total), COUNT_UP_TO) };
  if (options.offset === 0) return { ids: [], total: 0 };
  // The page is past the end, so the window count had no row to ride on.
  return { ids: [], total: await countMatches(db, from) };
}

/**
 * One word's rank levels, best first: in the title before not, then each match quality in the order given (exact,
 * prefix, other), then in the description before not. `level` builds one of them in the engine's terms.
 */
export function rankLevels<Quality, Level>(
  qualities: readonly Quality[],
  level: (quality: Quality, inTitle: boolean, inDescription: boolean) => Level,
): Level[] {
  return [true, false].flatMap((inTitle) => qualities.flatMap((quality) => [level(quality, inTitle, true), level(quality, inTitle, false)]));
}

/** Reads the newest `count` stories of one rank level, in listing order (their ids). */
export type LevelReader = (count: number) => Promise<string[]>;

/** The newest stories of a FROM clause with its WHERE (over `search_news s`): by listing date, then id. */
export function newestOf(db: Kysely<Database>, from: RawBuilder<unknown>): LevelReader {
  return async (count) => {
    const { rows } = await sql<{ id: string }>`select s.news_id as id ${from} order by s.listed_at desc, s.news_id limit ${count}`.execute(db);
    return rows.map((row) => row.id);
  };
}

/**
 * A page read level by level, best first, each level (holding exactly the stories of one rank level) only for the
 * newest stories the page still needs. A word in 80,000 stories then costs about what one in a thousand does
 * (measured on SQLite: 125 ms ranking every match, a few ms this way).
 */
export async function pageByLevels(levels: readonly LevelReader[], options: NewsSearchOptions): Promise<string[]> {
  if (options.limit === 0) return [];
  const wanted = options.offset + options.limit;
  const ids: string[] = [];
  for (const read of levels) {
    if (ids.length >= wanted) break;
    ids.push(...(await read(wanted - ids.length)));
  }
  return ids.slice(options.offset, wanted);
}
