/**
 * The news search on SQLite's FTS5: `search_news_text` indexes the title, description, author, category and body
 * (kept by triggers); column filters tell in which field each word matched; the word list and its trigram table
 * serve the typo step.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { COUNT_UP_TO, listingFilter, pageByLevels, rankedPage, rankLevels, type WordRank } from './ranked-page.js';
import { countMatching, fromMatches, newestMatches } from './sqlite-doc-order.js';
import { MATCH_QUALITY, type NewsSearchOptions, type SearchEngine } from './search-engine.js';
import { tokenize } from './tokenize.js';
import type { WordPlan } from './word-plan.js';

/** Keeps each statement's bound parameters well under SQLite's limit (32,766). */
const BATCH = 2000;

const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`;

/**
 * FTS5 answers `word*` by merging the lists of every longer word, again for each use in a statement; a word that
 * begins few others is cheaper as those words listed. Above this many, `*` it is.
 */
const MAX_LISTED_PREFIXES = 40;

/** A query word as FTS5 matches it: `prefixed` lists the longer words it begins when they are few. */
type SqliteWord = WordPlan & { prefixed?: string[] };

/** The FTS5 expression for one query word: any of the ways it may match. */
function alternatives({ word, prefix, prefixed, typos, joined }: SqliteWord): string {
  const self = prefix && !prefixed ? `${quoted(word)}*` : quoted(word);
  const ways = [self, ...(prefixed ?? []).map(quoted), ...typos.map(quoted), ...joined.map((parts) => quoted(parts.join(' ')))];
  return `(${ways.join(' OR ')})`;
}

/** The first string after every word that begins with `word`, in code-point order. */
function successor(word: string): string {
  const characters = Array.from(word);
  const last = characters.pop()!;
  return characters.join('') + String.fromCodePoint(last.codePointAt(0)! + 1);
}

async function withPrefixesListed(db: Kysely<Database>, plan: readonly WordPlan[]): Promise<SqliteWord[]> {
  return Promise.all(
    plan.map(async (word) => {
      if (!word.prefix) return word;
      const longer = await db
        .selectFrom('search_words')
        .select('word')
        .where('word', '>', word.word)
        .where('word', '<', successor(word.word))
        .limit(MAX_LISTED_PREFIXES + 1)
        .execute();
      return longer.length > MAX_LISTED_PREFIXES ? word : { ...word, prefixed: longer.map((row) => row.word) };
    }),
  );
}

/** Whether the row `s.doc` matches the FTS5 expression: a set SQLite builds once per statement. */
const matches = (expression: string) => sql<number>`(s.doc in (select rowid from search_news_text where search_news_text match ${expression}))`;

type Field = 'title' | 'description';

/** Whether the row `s.doc` holds the expression in that field, from the titles' and descriptions' own short lists. */
const inField = (field: Field, expression: string) =>
  sql<number>`(s.doc in (select rowid from search_news_fields where search_news_fields match ${`{${field}}: ${expression}`}))`;

/** The stories whose title holds the expression, as a FROM clause over `search_news s`. */
const fromTitleMatches = (expression: string, options: NewsSearchOptions) => sql`from search_news_fields f cross join search_news s
  where search_news_fields match ${`{title}: ${expression}`} and s.doc = f.rowid ${listingFilter(options)}`;

function wordRank(plan: SqliteWord): WordRank {
  const any = alternatives(plan);
  const exact = matches(quoted(plan.word));
  const prefix = plan.prefix ? matches(alternatives({ ...plan, typos: [], joined: [] })) : exact;
  return {
    title: inField('title', any),
    quality: sql`(${exact} + ${prefix} + ${sql.lit(MATCH_QUALITY.other)})`,
    description: inField('description', any),
  };
}

/** Ranks every match, then cuts the page: what any query needs when its words may score in many combinations. */
export async function findRankingAll(db: Kysely<Database>, plan: readonly SqliteWord[], options: NewsSearchOptions) {
  const all = plan.map(alternatives).join(' AND ');
  const from = options.titleOnly ? fromTitleMatches(`(${all})`, options) : fromMatches(all, options);
  return rankedPage(db, from, plan.map(wordRank), options);
}

/**
 * One word's matches split into the rank's levels (ranked-page.ts), each an FTS5 expression holding exactly the
 * stories of that level: the quality's expression with or without a match in the title, then in the description.
 */
function levelsOf(plan: SqliteWord): string[] {
  const any = alternatives(plan);
  const exact = quoted(plan.word);
  const asPrefix = alternatives({ ...plan, typos: [], joined: [] });
  const qualities = [exact];
  if (plan.prefix) qualities.push(`(${asPrefix} NOT ${exact})`);
  if (plan.typos.length > 0 || plan.joined.length > 0) qualities.push(`(${any} NOT ${asPrefix})`);
  const and = (holds: boolean) => (holds ? 'AND' : 'NOT');
  return rankLevels(
    qualities,
    (quality, inTitle, inDescription) => `((${quality} ${and(inTitle)} {title}: ${any}) ${and(inDescription)} {description}: ${any})`,
  );
}

/**
 * The page of a one-word search read level by level (ranked-page.ts), each level newest first in FTS5's own order
 * (sqlite-doc-order.ts) and only as far as the page needs.
 */
export function findByLevels(db: Kysely<Database>, plan: SqliteWord, options: NewsSearchOptions): Promise<string[]> {
  return pageByLevels(
    levelsOf(plan).map((level) => newestMatches(db, level, options)),
    options,
  );
}

export const sqliteSearch: SearchEngine = {
  reading: (db, read) => read(db),
  words: (db) => ({
    async knownWords(words) {
      const known = new Set<string>();
      for (let start = 0; start < words.length; start += BATCH) {
        const rows = await db
          .selectFrom('search_words')
          .select('word')
          .where('word', 'in', words.slice(start, start + BATCH))
          .execute();
        for (const { word } of rows) known.add(word);
      }
      return known;
    },
    async similarWords(word, limit) {
      const characters = Array.from(word);
      const trigrams = new Set<string>();
      for (let index = 0; index + 3 <= characters.length; index += 1) trigrams.add(quoted(characters.slice(index, index + 3).join('')));
      if (trigrams.size === 0) return [];
      const { rows } = await sql<{ word: string }>`select word from search_word_trigrams
        where search_word_trigrams match ${[...trigrams].join(' OR ')} order by rank limit ${limit}`.execute(db);
      return rows.map((row) => row.word);
    },
  }),

  async find(db, typed, options) {
    const plan = await withPrefixesListed(db, typed);
    if (plan.length !== 1 || options.titleOnly) return findRankingAll(db, plan, options);
    // A word whose matches are counted exactly (up to the count's bound) is ranked whole, which reads each match once;
    // its levels would walk the word's matches once a level (100,000 stories, one-word searches, levels against all
    // ranked: up to 100 matches 3.3 -> 0.9 ms, up to 1,000 5.4 -> 3.3 for a page of 100; a page of 12 alike). Above
    // the bound the levels win: a common word 6.4 against 16.1 ms, a three-letter prefix 28.8 against 44.7.
    const total = await countMatching(db, alternatives(plan[0]!), options);
    // A page past the matches (or none asked for) is empty: ranking would find no row and count them again.
    if (total < COUNT_UP_TO) return { ids: options.offset < total && options.limit > 0 ? (await findRankingAll(db, plan, options)).ids : [], total };
    return { ids: await findByLevels(db, plan[0]!, options), total };
  },

  async learnWords(db, texts) {
    const words = [...new Set(texts.flatMap(tokenize))];
    for (let start = 0; start < words.length; start += BATCH) {
      await db
        .insertInto('search_words')
        .values(words.slice(start, start + BATCH).map((word) => ({ word })))
        .onConflict((conflict) => conflict.column('word').doNothing())
        .execute();
    }
  },
};
