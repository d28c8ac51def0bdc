/**
 * The news search on PostgreSQL's full-text search: `search_news.document` (every field, GIN-indexed) finds the
 * matches, the small `title_words` and `description_words` vectors tell in which field each word matched, and the
 * word list with pg_trgm serves the typo step. Triggers keep all of it, the word list included.
 */
import { sql, type RawBuilder } from 'kysely';
import { listingFilter, rankedPage, type WordRank } from './ranked-page.js';
import { MATCH_QUALITY, type SearchEngine } from './search-engine.js';
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
    const title = options.titleOnly ? sql`and s.title_words @@ ${fullQuery(plan)}` : sql``;
    const from = sql`from search_news s where s.document @@ ${fullQuery(plan)} ${title} ${listingFilter(options)}`;
    return rankedPage(db, from, plan.map(wordRank), options);
  },

  // The trigger on search_news adds the words of every story it indexes.
  learnWords: async () => {},
};
