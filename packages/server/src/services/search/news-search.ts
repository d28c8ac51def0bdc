/**
 * The news text search: an inverted index kept from TypeScript (the same tables and statements on SQLite and
 * PostgreSQL) and the search over it. Every query word must match a word of the item exactly, as a prefix, or
 * with one typo; title matches rank first. A search reads the index, then fetches by id the news rows that match.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, NewsStatus } from '../../db/schema.js';
import { FIELD_WEIGHTS, rankedMatches } from './ranked-matches.js';
import { indexTerms, queryWords } from './tokenize.js';
import { chunks, countDocuments, lookUpWords, MAX_PARAMETERS, postingsOf, recountDocuments } from './vocabulary.js';

export interface NewsSearchOptions {
  /** Only items in one of these statuses; every status when absent. */
  statuses?: readonly NewsStatus[];
  /** ISO-8601; only items whose publication_date is at or before it. */
  publishedBy?: string;
  limit: number;
  offset: number;
}

interface IndexedFields {
  title: string;
  description: string;
  content: string;
  author_name: string;
  category_name: string;
}

function weightedTerms(fields: IndexedFields): Map<string, number> {
  const weights = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const term of indexTerms(text)) weights.set(term, (weights.get(term) ?? 0) | weight);
  };
  add(fields.title, FIELD_WEIGHTS.title);
  add(fields.description, FIELD_WEIGHTS.description);
  add(fields.author_name, FIELD_WEIGHTS.author);
  add(fields.category_name, FIELD_WEIGHTS.category);
  add(fields.content, FIELD_WEIGHTS.content);
  return weights;
}

/**
 * The item's number in the index, given on first indexing as one more than the highest. Two PostgreSQL transactions
 * may pick the same number at once: the second one's insert does nothing, and it tries again with the next.
 */
async function documentNumber(db: Kysely<Database>, newsId: string): Promise<number> {
  for (;;) {
    const existing = await db.selectFrom('search_documents').select('doc').where('news_id', '=', newsId).executeTakeFirst();
    if (existing) return existing.doc;
    const { next } = await db
      .selectFrom('search_documents')
      .select(sql<number>`coalesce(max(doc), 0) + 1`.as('next'))
      .executeTakeFirstOrThrow();
    await db
      .insertInto('search_documents')
      .values({ doc: Number(next), news_id: newsId })
      .onConflict((conflict) => conflict.doNothing())
      .execute();
  }
}

/**
 * (Re)indexes one item from its current row and its category's name. Only the difference with what is indexed is
 * written, so an edit that changes a few words costs a few rows. Runs in the caller's transaction when given one.
 */
export async function indexNews(db: Kysely<Database>, newsId: string): Promise<void> {
  const row = await db
    .selectFrom('news')
    .innerJoin('categories', 'categories.id', 'news.category_id')
    .select(['news.title', 'news.description', 'news.content', 'news.author_name', 'categories.name as category_name'])
    .where('news.id', '=', newsId)
    .executeTakeFirst();
  if (!row) return removeNewsFromIndex(db, newsId);

  const doc = await documentNumber(db, newsId);
  const wanted = weightedTerms(row);
  const indexed = await db.selectFrom('search_terms').select(['term', 'field_weight']).where('doc', '=', doc).execute();
  const removed: string[] = [];
  const reweighted = new Map<number, string[]>();
  for (const { term, field_weight: weight } of indexed) {
    const wantedWeight = wanted.get(term);
    if (wantedWeight === undefined) removed.push(term);
    else if (wantedWeight !== weight) {
      const terms = reweighted.get(wantedWeight) ?? [];
      terms.push(term);
      reweighted.set(wantedWeight, terms);
    }
    wanted.delete(term);
  }

  for (const batch of chunks(removed, MAX_PARAMETERS)) {
    await db.deleteFrom('search_terms').where('doc', '=', doc).where('term', 'in', batch).execute();
  }
  for (const [weight, terms] of reweighted) {
    for (const batch of chunks(terms, MAX_PARAMETERS)) {
      await db.updateTable('search_terms').set({ field_weight: weight }).where('doc', '=', doc).where('term', 'in', batch).execute();
    }
  }
  const added = [...wanted].map(([term, weight]) => ({ doc, term, field_weight: weight }));
  for (const batch of chunks(added, MAX_PARAMETERS / 3)) await db.insertInto('search_terms').values(batch).execute();

  await countDocuments(db, new Map([...added.map(({ term }) => [term, 1] as const), ...removed.map((term) => [term, -1] as const)]));
}

/** Takes one item out of the index. Call it before deleting the row: the cascade alone would leave the word counts high. */
export async function removeNewsFromIndex(db: Kysely<Database>, newsId: string): Promise<void> {
  const document = await db.selectFrom('search_documents').select('doc').where('news_id', '=', newsId).executeTakeFirst();
  if (!document) return;
  const removed = await db.deleteFrom('search_terms').where('doc', '=', document.doc).returning('term').execute();
  await db.deleteFrom('search_documents').where('doc', '=', document.doc).execute();
  await countDocuments(db, new Map(removed.map(({ term }) => [term, -1])));
}

/**
 * Brings a renamed category's words up to date on all its items with a few set-wide statements, instead of
 * re-reading every item. All items of a category carry the same category words, so one item tells the old ones.
 */
export async function reindexCategory(db: Kysely<Database>, categoryId: string): Promise<void> {
  const category = await db.selectFrom('categories').select('name').where('id', '=', categoryId).executeTakeFirst();
  if (!category) return;
  const categoryBit = sql.lit(FIELD_WEIGHTS.category);
  const documentsOfCategory = db
    .selectFrom('search_documents')
    .innerJoin('news', 'news.id', 'search_documents.news_id')
    .where('news.category_id', '=', categoryId);
  const hasCategoryBit = sql<boolean>`(search_terms.field_weight & ${categoryBit}) <> 0`;

  const sample = await documentsOfCategory
    .innerJoin('search_terms', 'search_terms.doc', 'search_documents.doc')
    .select('search_terms.doc')
    .where(hasCategoryBit)
    .limit(1)
    .executeTakeFirst();
  const oldTerms = sample
    ? (await db.selectFrom('search_terms').select('term').where('doc', '=', sample.doc).where(hasCategoryBit).execute()).map(
        (posting) => posting.term,
      )
    : [];
  const newTerms = [...indexTerms(category.name)];
  const dropped = oldTerms.filter((term) => !newTerms.includes(term));
  const gained = newTerms.filter((term) => !oldTerms.includes(term));

  if (dropped.length > 0) {
    await db
      .updateTable('search_terms')
      .set({ field_weight: sql<number>`field_weight - ${categoryBit}` })
      .where('term', 'in', dropped)
      .where(hasCategoryBit)
      .where('doc', 'in', documentsOfCategory.select('search_documents.doc'))
      .execute();
    await db.deleteFrom('search_terms').where('term', 'in', dropped).where('field_weight', '=', 0).execute();
  }
  for (const term of gained) {
    await db
      .insertInto('search_terms')
      .columns(['doc', 'term', 'field_weight'])
      .expression(
        documentsOfCategory.select([
          'search_documents.doc',
          sql<string>`cast(${term} as varchar(64))`.as('term'),
          sql<number>`${categoryBit}`.as('field_weight'),
        ]),
      )
      .onConflict((conflict) =>
        conflict.columns(['doc', 'term']).doUpdateSet({ field_weight: sql<number>`search_terms.field_weight | ${categoryBit}` }),
      )
      .execute();
  }
  await recountDocuments(db, [...dropped, ...gained]);
}

/**
 * The ids of the items matching every word of the query, best first (see rankedMatches for the order), and how
 * many match in all. Words of fewer than two characters are ignored; a query left with none finds nothing.
 */
export async function searchNews(
  db: Kysely<Database>,
  query: string,
  options: NewsSearchOptions,
): Promise<{ ids: string[]; total: number }> {
  const words = queryWords(query);
  if (words.length === 0 || options.statuses?.length === 0) return { ids: [], total: 0 };
  const candidates = await lookUpWords(db, words);
  // A word that matches nothing empties the result without a look at the postings.
  if (candidates.some((word) => postingsOf(word) === 0)) return { ids: [], total: 0 };
  const rarestFirst = [...candidates].sort((a, b) => postingsOf(a) - postingsOf(b));
  return rankedMatches(db, rarestFirst, options);
}
