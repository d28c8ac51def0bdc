/**
 * The one statement that finds and ranks the items matching every query word. The rarest word is read from the
 * index whole; each further word is either read whole too and intersected by item, or looked up only for the
 * items found so far (one seek per indexed word it can mean), whichever touches fewer index entries, so a common
 * word next to a rare one costs little. The shape of the statement fixes that choice for both planners: look-ups
 * are correlated subqueries, which SQLite and PostgreSQL alike run once per item. Only the matching items are then
 * joined to `news` for the status and date filter and the date order: SQLite fetches them by id (CROSS JOIN holds
 * it to that order); PostgreSQL does too, or scans `news` when most of it matches, as that is then cheaper.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NewsSearchOptions } from './news-search.js';
import { postingsOf, type WordCandidates } from './vocabulary.js';

/**
 * Field weights are powers of two, summed per word, so a stored weight also says which fields hold the word and
 * comparing weights compares the best field first.
 */
export const FIELD_WEIGHTS = { title: 16, description: 8, author: 4, category: 2, content: 1 } as const;

/** How well a word of the item matches a query word. */
const MATCH_QUALITY = { exact: 3, prefix: 2, typo: 1 } as const;

/**
 * A word's best match in an item, as one number: its field weight, then its quality. A title match always wins,
 * which keeps the title count exact, and a plain max() picks it.
 */
const QUALITY_RANGE = 4;
const TITLE_MATCH = FIELD_WEIGHTS.title * QUALITY_RANGE;

/** A look-up by primary key costs about as much as reading this many index entries in sequence. */
const SEEK_COST = 4;

/**
 * The ways an indexed word can match a query word read whole, each answered by one range of the (term, doc) index:
 * the words it begins (itself included) or, when it is too short for prefixes, itself; and its typo neighbours.
 * Kept apart rather than OR-ed, because PostgreSQL cannot serve an OR from one index range.
 */
interface Branch {
  /** The words from `range[0]` up to (not including) `range[1]`, or else the listed `terms`. */
  range?: [string, string];
  terms: string[];
  best: RawBuilder<unknown>;
}

function branches(candidates: WordCandidates): Branch[] {
  const { word, prefixEnd, typos } = candidates;
  const scored = (quality: RawBuilder<unknown>) => sql`st.field_weight * ${sql.lit(QUALITY_RANGE)} + ${quality}`;
  const result: Branch[] = [];
  if (prefixEnd) {
    result.push({
      range: [word, prefixEnd],
      terms: [],
      best: scored(sql`case when st.term = ${word} then ${sql.lit(MATCH_QUALITY.exact)} else ${sql.lit(MATCH_QUALITY.prefix)} end`),
    });
  } else if (candidates.exactDocuments > 0) {
    result.push({ terms: [word], best: scored(sql.lit(MATCH_QUALITY.exact)) });
  }
  if (typos.length > 0) result.push({ terms: typos, best: scored(sql.lit(MATCH_QUALITY.typo)) });
  return result;
}

/** The items matching every word read whole, each with its best match per word. */
function readWhole(words: readonly WordCandidates[]): RawBuilder<unknown> {
  const hits = words.flatMap((candidates, index) =>
    branches(candidates).map(({ range, terms, best }) => {
      const condition = range ? sql`st.term >= ${range[0]} and st.term < ${range[1]}` : sql`st.term in (${sql.join(terms)})`;
      return sql`select st.doc as doc, ${sql.lit(index)} as word, ${best} as best from search_terms st where ${condition}`;
    }),
  );
  const wordMatches = sql`word_matches as (
      select doc, word, max(best) as best from (${sql.join(hits, sql` union all `)}) hits group by doc, word)`;
  // One word needs no second grouping: its matches are already one row per item.
  if (words.length === 1) {
    return sql`${wordMatches},
      item_matches as (
        select doc, case when best >= ${sql.lit(TITLE_MATCH)} then 1 else 0 end as title_words,
          best % ${sql.lit(QUALITY_RANGE)} as quality, best / ${sql.lit(QUALITY_RANGE)} as weight
        from word_matches)`;
  }
  return sql`${wordMatches},
    item_matches as (
      select doc,
        sum(case when best >= ${sql.lit(TITLE_MATCH)} then 1 else 0 end) as title_words,
        sum(best % ${sql.lit(QUALITY_RANGE)}) as quality,
        sum(best / ${sql.lit(QUALITY_RANGE)}) as weight
      from word_matches group by doc
      having count(*) = ${sql.lit(words.length)})`;
}

/** Above this many words to look for, a word is read whole rather than looked up item by item. */
const MAX_LOOKED_UP_TERMS = 100;

/** Every indexed word that matches the query word: itself, the longer words it begins, its typo neighbours. */
function matchingTerms(candidates: WordCandidates): string[] {
  const { word, exactDocuments, prefixTerms, typos } = candidates;
  return [...new Set([...(exactDocuments > 0 ? [word] : []), ...prefixTerms, ...typos])];
}

/**
 * The best match of one word in the item `m.doc`, null when the word is not in it: its words are listed, so that
 * both (doc, term) and (term, doc) serve each as one seek. A range of words instead could lead PostgreSQL, which
 * misjudges narrow ranges of frequent words, to read the whole range for every item.
 */
function lookUp(candidates: WordCandidates): RawBuilder<unknown> {
  const { word, prefixEnd } = candidates;
  const prefix = prefixEnd
    ? sql`when st.term > ${word} and st.term < ${prefixEnd} then ${sql.lit(MATCH_QUALITY.prefix)}`
    : sql``;
  const quality = sql`case when st.term = ${word} then ${sql.lit(MATCH_QUALITY.exact)} ${prefix} else ${sql.lit(MATCH_QUALITY.typo)} end`;
  return sql`(select max(st.field_weight * ${sql.lit(QUALITY_RANGE)} + ${quality}) from search_terms st
    where st.doc = m.doc and st.term in (${sql.join(matchingTerms(candidates))}))`;
}

/**
 * The page of matching item ids, best first: more query words found in the title, then better matches (exact
 * before prefix before typo), then matches in weightier fields, then the newest (by publication date, or creation
 * date before publication); and how many match in all. `words` come rarest first.
 */
export async function rankedMatches(
  db: Kysely<Database>,
  words: readonly WordCandidates[],
  filter: NewsSearchOptions,
): Promise<{ ids: string[]; total: number }> {
  const whole: WordCandidates[] = [];
  const lookedUp: WordCandidates[] = [];
  let itemsBound = Number.POSITIVE_INFINITY;
  for (const candidates of words) {
    const terms = matchingTerms(candidates).length;
    const lookUpIsCheaper = terms <= MAX_LOOKED_UP_TERMS && itemsBound * terms * SEEK_COST < postingsOf(candidates);
    (lookUpIsCheaper ? lookedUp : whole).push(candidates);
    itemsBound = Math.min(itemsBound, postingsOf(candidates));
  }

  const columns = lookedUp.map((_, index) => sql.id(`w${index}`));
  const lookups = lookedUp.map((candidates, index) => sql`, ${lookUp(candidates)} as ${columns[index]}`);
  const sum = (expression: (column: RawBuilder<unknown>) => RawBuilder<unknown>, base: string) =>
    sql.join([sql.ref(`m.${base}`), ...columns.map((column) => expression(sql`m.${column}`))], sql` + `);
  const titleWords = sum((column) => sql`case when ${column} >= ${sql.lit(TITLE_MATCH)} then 1 else 0 end`, 'title_words');
  const quality = sum((column) => sql`${column} % ${sql.lit(QUALITY_RANGE)}`, 'quality');
  const weight = sum((column) => sql`${column} / ${sql.lit(QUALITY_RANGE)}`, 'weight');
  const everyWordFound = sql.join([sql`true`, ...columns.map((column) => sql`m.${column} is not null`)], sql` and `);
  const status = filter.statuses ? sql`and n.status in (${sql.join(filter.statuses)})` : sql``;
  const published = filter.publishedBy !== undefined ? sql`and n.publication_date <= ${filter.publishedBy}` : sql``;

  // Materialized, so each look-up runs once per item rather than once per mention in the filter and the order.
  const matches = sql`with ${readWhole(whole)},
    found as materialized (select m.doc, m.title_words, m.quality, m.weight ${sql.join(lookups, sql``)} from item_matches m)`;
  // CROSS JOIN keeps the matches as the outer loop on SQLite, whose planner would otherwise walk every published
  // item by the status index; news is read by id, only for items that match.
  const from = sql`from found m cross join search_documents d cross join news n
    where ${everyWordFound} and d.doc = m.doc and n.id = d.news_id ${status} ${published}`;

  const { rows } = await sql<{ id: string; total: number }>`${matches} select n.id as id, count(*) over () as total ${from}
    order by ${titleWords} desc, ${quality} desc, ${weight} desc, coalesce(n.publication_date, n.created_at) desc, n.id
    limit ${filter.limit} offset ${filter.offset}`.execute(db);
  if (rows.length > 0) return { ids: rows.map((row) => row.id), total: Number(rows[0].total) };
  if (filter.offset === 0 && filter.limit > 0) return { ids: [], total: 0 };

  // The page is past the end (or empty by request), so the window count had no row to ride on.
  const { rows: counted } = await sql<{ total: number }>`${matches} select count(*) as total ${from}`.execute(db);
  return { ids: [], total: Number(counted[0].total) };
}
