/**
 * The news search on PostgreSQL's full-text search: `search_news.document` (every field, GIN-indexed) finds the
 * matches, the small `title_words` and `description_words` vectors tell in which field each word matched, and the
 * word list with pg_trgm serves the typo step. Triggers keep all of it, the word list included.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { COUNT_UP_TO, countMatches, listingFilter, newestOf, pageByLevels, rankedPage, rankLevels, type WordRank } from './ranked-page.js';
import { MATCH_QUALITY, type NewsSearchOptions, type SearchEngine } from './search-engine.js';
import type { WordPlan } from './word-plan.js';

const lexeme = (word: string, suffix = '') => `'${word.replaceAll("'", "''").replaceAll('\\', '\\\\')}'${suffix}`;

/** The tsquery text for one query word: any of the ways it may match. */
function alternatives({ word, prefix, typos, joined }: WordPlan): string {
  const ways = [
    lexeme(word, prefix ? ':*' : ''),
    ...typos.map((typo) => lexeme(typo)),
    ...joined.map((parts) => parts.map((part) => lexeme(part)).join(' <-> ')),
  ];
  return `(${ways.join(' | ')})`;
}

const tsquery = (text: string) => sql`to_tsquery('newsroom_search', ${text})`;
const asNumber = (condition: RawBuilder<unknown>) => sql`(case when ${condition} then 1 else 0 end)`;
/** Whether the row's whole document matches: answered from the GIN index once per statement, never by reading it. */
const documentMatches = (text: string) => asNumber(sql`s.news_id in (select news_id from search_news where document @@ ${tsquery(text)})`);

function wordRank(plan: WordPlan): WordRank {
  const exact = documentMatches(lexeme(plan.word));
  const prefix = plan.prefix ? documentMatches(lexeme(plan.word, ':*')) : exact;
  return {
    title: asNumber(sql`s.title_words @@ ${tsquery(alternatives(plan))}`),
    quality: sql`(${exact} + ${prefix} + ${sql.lit(MATCH_QUALITY.other)})`,
    description: asNumber(sql`s.description_words @@ ${tsquery(alternatives(plan))}`),
  };
}

const fullQuery = (plan: readonly WordPlan[]) => tsquery(plan.map((word) => alternatives(word)).join(' & '));

const fromMatches = (plan: readonly WordPlan[], options: NewsSearchOptions) =>
  sql`from search_news s where s.document @@ ${fullQuery(plan)} ${options.titleOnly ? sql`and s.title_words @@ ${fullQuery(plan)}` : sql``} ${listingFilter(options)}`;

/** Ranks every match, then cuts the page: what any query needs when its words may score in many combinations. */
export function findRankingAll(db: Kysely<Database>, plan: readonly WordPlan[], options: NewsSearchOptions) {
  return rankedPage(db, fromMatches(plan, options), plan.map(wordRank), options);
}

/**
 * From this many matches a one-word search reads its levels (measured at 100,000 stories: a common word's p95
 * 270 -> 42 ms, a three-letter prefix's 35 -> 23); below it ranking every match is cheaper (rare words p95 14 ms,
 * where their levels took 490 ms, the planner walking the date index through levels that hold almost nothing).
 */
const LEVELS_FROM_MATCHES = 2000;

/** The page of a one-word search read level by level (ranked-page.ts). */
export function findByLevels(db: Kysely<Database>, plan: WordPlan, options: NewsSearchOptions): Promise<string[]> {
  return pageByLevels(
    levelsOf(plan, options).map((from) => newestOf(db, from)),
    options,
  );
}

/**
 * One word's matches split into the rank's levels (ranked-page.ts), each holding exactly the stories of that level:
 * the quality's tsquery (exact; as a prefix but not exact; otherwise), with or without the word in the title, then
 * in the description.
 */
function levelsOf(plan: WordPlan, options: NewsSearchOptions): RawBuilder<unknown>[] {
  const any = alternatives(plan);
  const exact = lexeme(plan.word);
  const asPrefix = plan.prefix ? lexeme(plan.word, ':*') : exact;
  const qualities = [exact];
  if (plan.prefix) qualities.push(`${asPrefix} & !${exact}`);
  if (plan.typos.length > 0 || plan.joined.length > 0) qualities.push(`${any} & !${asPrefix}`);
  const holds = (yes: boolean, condition: RawBuilder<unknown>) => (yes ? condition : sql`not ${condition}`);
  return rankLevels(
    qualities,
    (quality, inTitle, inDescription) => sql`from search_news s where s.document @@ ${tsquery(quality)}
      and ${holds(inTitle, sql`s.title_words @@ ${tsquery(any)}`)} and ${holds(inDescription, sql`s.description_words @@ ${tsquery(any)}`)}
      ${listingFilter(options)}`,
  );
}

export const postgresSearch: SearchEngine = {
  /**
   * The planner prices `document @@ query` per row as cheap and scans the whole table for a query of many
   * alternatives (a short word's typos), reading every story's document: 300 ms for one such query at 20,000 stories
   * (measured), several times the GIN index's cost. The index and the word list's keys are always the better way here.
   */
  reading: (db, read) =>
    db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return read(trx);
    }),
  words: (db) => ({
    async knownWords(words) {
      if (words.length === 0) return new Set();
      const { rows } = await sql<{ word: string }>`select word from search_words where word = any(${[...words]})`.execute(db);
      return new Set(rows.map((row) => row.word));
    },
    async similarWords(word, limit) {
      // The trigram distance orders the words through the GiST index, nearest first, without reading them all.
      const { rows } = await sql<{ word: string }>`select word from search_words order by word <-> ${word} limit ${limit}`.execute(db);
      return rows.map((row) => row.word);
    },
  }),

  async find(db, plan, options) {
    if (plan.length !== 1 || options.titleOnly) return findRankingAll(db, plan, options);
    // A word in few stories is ranked whole (cheap); the planner would walk the date index for its sparse levels.
    // Telling which needs counting past the answer's own bound, as far as the measured threshold and no further.
    const matches = await countMatches(db, fromMatches(plan, options), Math.max(LEVELS_FROM_MATCHES + 1, COUNT_UP_TO));
    if (matches <= LEVELS_FROM_MATCHES) return findRankingAll(db, plan, options);
    return { ids: await findByLevels(db, plan[0]!, options), total: Math.min(matches, COUNT_UP_TO) };
  },

  // The trigger on search_news adds the words of every story it indexes.
  learnWords: async () => {},
};
