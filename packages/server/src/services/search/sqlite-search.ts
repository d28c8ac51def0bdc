/**
 * The news search on SQLite's FTS5: `search_news_text` indexes the title, description, author, category and body
 * (kept by triggers); column filters tell in which field each word matched, `snippet()` marks the body; the word
 * list and its trigram table serve the typo step.
 */
import { sql, type RawBuilder } from 'kysely';
import { FIELD_RANK, MATCH_QUALITY, type SearchEngine } from './search-engine.js';
import { MARK_END, MARK_START, snippetFromMarked } from './search-snippet.js';
import { tokenize } from './tokenize.js';
import type { WordPlan } from './word-plan.js';

/** Keeps each statement's bound parameters well under SQLite's limit (32,766). */
const BATCH = 2000;
/** Words around the matches in a snippet (FTS5 allows at most 64). */
const SNIPPET_WORDS = 24;

const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`;

/** The FTS5 expression for one query word: any of the ways it may match. */
function alternatives({ word, prefix, typos, joined }: WordPlan): string {
  const ways = [`${quoted(word)}${prefix ? '*' : ''}`, ...typos.map(quoted), ...joined.map((pair) => quoted(pair.join(' ')))];
  return `(${ways.join(' OR ')})`;
}

/** Whether the row `s.doc` matches the FTS5 expression: a set SQLite builds once per statement. */
const matches = (expression: string) =>
  sql<number>`(s.doc in (select rowid from search_news_text where search_news_text match ${expression}))`;

function wordRank(plan: WordPlan) {
  const any = alternatives(plan);
  const exact = matches(quoted(plan.word));
  const prefix = plan.prefix ? matches(`${quoted(plan.word)}*`) : exact;
  return {
    title: matches(`{title}: ${any}`),
    quality: sql`(${exact} + ${prefix} + ${sql.lit(MATCH_QUALITY.other)})`,
    field: sql`(${matches(`{description}: ${any}`)} * ${sql.lit(FIELD_RANK.description)} + ${matches(`{author category}: ${any}`)} * ${sql.lit(FIELD_RANK.authorOrCategory)})`,
  };
}

const sum = (terms: RawBuilder<unknown>[]) => sql.join(terms, sql` + `);

function fullExpression(plan: readonly WordPlan[], titleOnly = false): string {
  const all = plan.map(alternatives).join(' AND ');
  return titleOnly ? `{title}: (${all})` : all;
}

export const sqliteSearch: SearchEngine = {
  words: (db) => ({
    async knownWords(words) {
      const known = new Set<string>();
      for (let start = 0; start < words.length; start += BATCH) {
        const rows = await db.selectFrom('search_words').select('word').where('word', 'in', words.slice(start, start + BATCH)).execute();
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

  async find(db, plan, options) {
    const ranks = plan.map(wordRank);
    const status = options.statuses ? sql`and s.status in (${sql.join(options.statuses)})` : sql``;
    const published = options.publishedBy !== undefined ? sql`and s.publication_date <= ${options.publishedBy}` : sql``;
    const from = sql`from search_news_text t cross join search_news s
      where search_news_text match ${fullExpression(plan, options.titleOnly)} and s.doc = t.rowid ${status} ${published}`;
    const { rows } = await sql<{ id: string; total: number }>`select s.news_id as id, count(*) over () as total ${from}
      order by ${sum(ranks.map((rank) => rank.title))} desc, ${sum(ranks.map((rank) => rank.quality))} desc,
        ${sum(ranks.map((rank) => rank.field))} desc, s.listed_at desc, s.news_id
      limit ${options.limit} offset ${options.offset}`.execute(db);
    if (rows.length > 0) return { ids: rows.map((row) => row.id), total: Number(rows[0].total) };
    if (options.offset === 0 && options.limit > 0) return { ids: [], total: 0 };
    // The page is past the end (or empty by request), so the window count had no row to ride on.
    const { rows: counted } = await sql<{ total: number }>`select count(*) as total ${from}`.execute(db);
    return { ids: [], total: Number(counted[0].total) };
  },

  async snippets(db, plan, ids) {
    const { rows } = await sql<{ id: string; marked: string }>`select s.news_id as id,
        snippet(search_news_text, 4, ${MARK_START}, ${MARK_END}, '…', ${SNIPPET_WORDS}) as marked
      from search_news_text t cross join search_news s
      where search_news_text match ${fullExpression(plan)}
        and t.rowid in (select doc from search_news where news_id in (${sql.join(ids)})) and s.doc = t.rowid`.execute(db);
    return new Map(rows.map((row) => [row.id, snippetFromMarked(row.marked)]));
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
