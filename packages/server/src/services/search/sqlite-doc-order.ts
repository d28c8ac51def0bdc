/**
 * Reading SQLite's FTS5 matches in listing order. A story's FTS5 row id (`search_news.doc`, kept by the triggers of
 * migration 2026-11-27-01-search-date-order) is ±(day of its listing date × 2^20 + n): positive for Approved
 * stories, negative for the rest, farther from zero the newer. FTS5 walks its matches in row id order and stops at a
 * LIMIT, so the newest matches of any expression come without sorting the others, and the public count is FTS5's
 * own count over positive ids. Only stories listed on the same day come in no particular order: the page reads the
 * whole day where it cuts and orders it itself.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { COUNT_UP_TO, countMatches, listingFilter, type LevelReader } from './ranked-page.js';
import type { NewsSearchOptions } from './search-engine.js';

const DOC_DAY = 1_048_576;

/** The stories matching an FTS5 expression and the options' filter, as `from search_news_text t` joined to `search_news s`. */
export const fromMatches = (expression: string, options: NewsSearchOptions, range: RawBuilder<unknown> = sql``) =>
  sql`from search_news_text t cross join search_news s
  where search_news_text match ${expression} ${range} and s.doc = t.rowid ${listingFilter(options)}`;

interface Listed {
  id: string;
  listedAt: string;
  doc: number;
}

/** Listing order: newest first, then by id, as the ranking orders ties. */
const inListingOrder = (a: Listed, b: Listed) =>
  a.listedAt !== b.listedAt ? (a.listedAt < b.listedAt ? 1 : -1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

const isPublicOnly = (options: NewsSearchOptions) => options.statuses?.length === 1 && options.statuses[0] === 'Approved';

/** The signs of the ids the options' statuses may hold: + for Approved, − for the others. */
function signsFor(options: NewsSearchOptions): (1 | -1)[] {
  const statuses = options.statuses;
  if (!statuses) return [1, -1];
  return [...(statuses.includes('Approved') ? [1 as const] : []), ...(statuses.some((status) => status !== 'Approved') ? [-1 as const] : [])];
}

async function readListed(db: Kysely<Database>, from: RawBuilder<unknown>, order: RawBuilder<unknown>, count?: number): Promise<Listed[]> {
  const { rows } = await sql<Listed>`select s.news_id as id, s.listed_at as "listedAt", t.rowid as doc ${from}
    order by t.rowid ${order} ${count === undefined ? sql`` : sql`limit ${count}`}`.execute(db);
  return rows;
}

const dayOf = (row: Listed) => Math.floor(Math.abs(row.doc) / DOC_DAY);

/**
 * The newest `count` matches among the ids of one sign. One row more is read: a day's ids are contiguous, so when that
 * row lies in another day than the last wanted, every day read is whole; otherwise that day is read whole (a second
 * query, over its id range).
 */
async function newestOfSign(db: Kysely<Database>, expression: string, options: NewsSearchOptions, sign: 1 | -1, count: number) {
  const positive = sign === 1;
  const range = positive ? sql`and t.rowid > 0` : sql`and t.rowid < 0`;
  const rows = await readListed(db, fromMatches(expression, options, range), positive ? sql`desc` : sql`asc`, count + 1);
  if (rows.length > count && dayOf(rows[count - 1]!) === dayOf(rows[count]!)) {
    const first = dayOf(rows[count - 1]!) * DOC_DAY;
    const [low, high] = positive ? [first, first + DOC_DAY - 1] : [-(first + DOC_DAY - 1), -first];
    const seen = new Set(rows.map((row) => row.id));
    const day = await readListed(db, fromMatches(expression, options, sql`and t.rowid between ${low} and ${high}`), sql``);
    rows.push(...day.filter((row) => !seen.has(row.id)));
  }
  return rows.sort(inListingOrder).slice(0, count);
}

/** Reads the newest matches of an FTS5 expression in listing order, as many as asked. */
export function newestMatches(db: Kysely<Database>, expression: string, options: NewsSearchOptions): LevelReader {
  return async (count) => {
    const bySign = await Promise.all(signsFor(options).map((sign) => newestOfSign(db, expression, options, sign, count)));
    return bySign
      .flat()
      .sort(inListingOrder)
      .slice(0, count)
      .map((row) => row.id);
  };
}

/**
 * How many stories match an FTS5 expression and the options' filter, counted no further than COUNT_UP_TO. Every
 * status, or the public's (Approved, by a date), are FTS5's own count over the ids of those statuses, less the few
 * Approved stories scheduled after the date (approving always sets a publication date): FTS5 counts that many further,
 * so the difference is still exact up to the bound. Any other filter joins the statuses.
 */
export async function countMatching(db: Kysely<Database>, expression: string, options: NewsSearchOptions): Promise<number> {
  const everyStatus = !options.statuses && !options.publishedBy;
  if (!everyStatus && !isPublicOnly(options)) return countMatches(db, fromMatches(expression, options));
  const later = options.publishedBy ? await countScheduledAfter(db, expression, options.publishedBy) : 0;
  const { rows } = await sql<{ total: number }>`select count(*) as total from (select 1 as found from search_news_text
    where search_news_text match ${expression} ${everyStatus ? sql`` : sql`and rowid > 0`} limit ${COUNT_UP_TO + later}) matches`.execute(db);
  return Number(rows[0]!.total) - later;
}

/** How many Approved stories matching the expression are scheduled after `date` (few: the ones not yet out). */
async function countScheduledAfter(db: Kysely<Database>, expression: string, date: string): Promise<number> {
  const { rows } = await sql<{ total: number }>`select count(*) as total from search_news s
    where s.listed_at > ${date} and s.publication_date > ${date} and s.status = 'Approved'
      and exists (select 1 from search_news_text where search_news_text match ${expression} and rowid = s.doc)`.execute(db);
  return Number(rows[0]!.total);
}
