/**
 * The index's vocabulary: every indexed word with the number of items holding it (`search_vocabulary`), and the
 * deletion neighbourhood of each word that forgives typos (`search_term_variants`). Both are kept in step with the
 * postings here, and read to plan a search: which words a query word can mean, and how many postings each brings.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { deletionVariants, editDistance } from './edit-distance.js';

/**
 * Below this length one edit turns a query word into too many others (`the` → `he`, `she`, `tie`, `toe`…) to mean
 * anything; 4 is also where Algolia and Typesense start forgiving a typo.
 */
export const TYPO_MIN_LENGTH = 4;

/** A query word can match as a prefix of a longer word from this many characters (`basket` → `basketball`). */
export const PREFIX_MIN_LENGTH = 3;

/** Keeps every statement's bound parameters well under SQLite's (32,766) and PostgreSQL's (65,535) limits. */
export const MAX_PARAMETERS = 2000;

/** Typos are forgiven in words of letters only: in `2025` or `grade7` every character carries the meaning. */
const LETTERS_ONLY = /^[\p{L}\p{M}]+$/u;

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

const length = (word: string) => Array.from(word).length;

/**
 * A word and its one-deletion variants, for words a typo'd query word can reach: a query word of at least
 * TYPO_MIN_LENGTH characters is at least one character longer than any variant it can share.
 */
function neighbourhood(term: string): string[] {
  if (!LETTERS_ONLY.test(term) || length(term) < TYPO_MIN_LENGTH - 1) return [];
  return [term, ...deletionVariants(term, TYPO_MIN_LENGTH - 1)];
}

async function addVariants(db: Kysely<Database>, terms: readonly string[]): Promise<void> {
  const rows = terms.flatMap((term) => neighbourhood(term).map((variant) => ({ variant, term })));
  for (const batch of chunks(rows, MAX_PARAMETERS / 2)) {
    await db
      .insertInto('search_term_variants')
      .values(batch)
      .onConflict((conflict) => conflict.columns(['variant', 'term']).doNothing())
      .execute();
  }
}

async function forgetWords(db: Kysely<Database>, terms: readonly string[]): Promise<void> {
  for (const batch of chunks(terms, MAX_PARAMETERS)) {
    await db.deleteFrom('search_vocabulary').where('term', 'in', batch).where('documents', '<=', 0).execute();
  }
  // The variants are listed too so the delete walks the primary key instead of the whole table.
  for (const batch of chunks(terms, 40)) {
    const variants = batch.flatMap(neighbourhood);
    if (variants.length === 0) continue;
    await db.deleteFrom('search_term_variants').where('variant', 'in', variants).where('term', 'in', batch).execute();
  }
}

/**
 * Adds `change` to the item count of each word (+1 for a word an item gained, -1 for one it lost). A word new to
 * the index gets its variants; a word no item holds any more is forgotten with them. One statement in word order:
 * on PostgreSQL concurrent indexers then lock the shared rows in the same order and wait for each other instead of
 * deadlocking, and one that removes a word's last use and one that adds it again see each other's result.
 */
export async function countDocuments(db: Kysely<Database>, changes: ReadonlyMap<string, number>): Promise<void> {
  const rows = [...changes]
    .filter(([, change]) => change !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([term, documents]) => ({ term, documents }));
  const added: string[] = [];
  const orphaned: string[] = [];
  for (const batch of chunks(rows, MAX_PARAMETERS / 2)) {
    const counted = await db
      .insertInto('search_vocabulary')
      .values(batch)
      .onConflict((conflict) =>
        conflict.column('term').doUpdateSet({ documents: sql<number>`search_vocabulary.documents + excluded.documents` }),
      )
      .returning(['term', 'documents'])
      .execute();
    for (const { term, documents } of counted) {
      if (documents <= 0) orphaned.push(term);
      else if (documents === changes.get(term)) added.push(term);
    }
  }
  await addVariants(db, added);
  await forgetWords(db, orphaned);
}

/** Sets the item count of a few words from the postings themselves, after a change made by set-wide statements. */
export async function recountDocuments(db: Kysely<Database>, terms: readonly string[]): Promise<void> {
  const words = [...new Set(terms)].sort();
  if (words.length === 0) return;
  const known = new Set((await db.selectFrom('search_vocabulary').select('term').where('term', 'in', words).execute()).map((row) => row.term));
  const added: string[] = [];
  const orphaned: string[] = [];
  for (const term of words) {
    const { documents } = await db
      .selectFrom('search_terms')
      .select(sql<number>`count(*)`.as('documents'))
      .where('term', '=', term)
      .executeTakeFirstOrThrow();
    const count = Number(documents);
    await db
      .insertInto('search_vocabulary')
      .values({ term, documents: count })
      .onConflict((conflict) => conflict.column('term').doUpdateSet({ documents: count }))
      .execute();
    if (count === 0) orphaned.push(term);
    else if (!known.has(term)) added.push(term);
  }
  await addVariants(db, added);
  await forgetWords(db, orphaned);
}

/** What one query word can match in the index, and how many postings each possibility brings. */
export interface WordCandidates {
  word: string;
  /** Items holding the word itself (0 when none does). */
  exactDocuments: number;
  /** Indexed words exactly one edit away. */
  typos: string[];
  typoPostings: number;
  /** The first string after every word that starts with `word`, in code-point order; absent for short words. */
  prefixEnd?: string;
  /** Indexed words that start with `word` and are longer. */
  prefixTerms: string[];
  prefixPostings: number;
}

export const postingsOf = (candidates: WordCandidates) =>
  candidates.exactDocuments + candidates.typoPostings + candidates.prefixPostings;

function prefixEnd(word: string): string | undefined {
  const characters = Array.from(word);
  if (characters.length < PREFIX_MIN_LENGTH) return undefined;
  const last = characters.pop()!.codePointAt(0)!;
  return characters.join('') + String.fromCodePoint(last + 1);
}

/** Looks up each query word in the vocabulary: itself, its one-typo neighbours (checked) and the words it begins. */
export async function lookUpWords(db: Kysely<Database>, words: readonly string[]): Promise<WordCandidates[]> {
  const exact = new Map(
    (await db.selectFrom('search_vocabulary').select(['term', 'documents']).where('term', 'in', words).execute()).map((row) => [
      row.term,
      row.documents,
    ]),
  );

  const typoKeys = [...new Set(words.filter((word) => length(word) >= TYPO_MIN_LENGTH).flatMap(neighbourhood))];
  const near =
    typoKeys.length === 0
      ? []
      : await db
          .selectFrom('search_term_variants')
          .innerJoin('search_vocabulary', 'search_vocabulary.term', 'search_term_variants.term')
          .select(['search_vocabulary.term', 'search_vocabulary.documents'])
          .distinct()
          .where('search_term_variants.variant', 'in', typoKeys)
          .execute();

  const prefixed = words.map((word) => ({ word, end: prefixEnd(word) }));
  const ranges = prefixed.filter((range): range is { word: string; end: string } => range.end !== undefined);
  const longer =
    ranges.length === 0
      ? []
      : await db
          .selectFrom('search_vocabulary')
          .select(['term', 'documents'])
          .where((eb) => eb.or(ranges.map(({ word, end }) => eb.and([eb('term', '>', word), eb('term', '<', end)]))))
          .execute();

  return prefixed.map(({ word, end }) => {
    const typos = length(word) >= TYPO_MIN_LENGTH ? near.filter((row) => editDistance(word, row.term, 1) === 1) : [];
    const prefixes = end ? longer.filter((row) => row.term !== word && row.term.startsWith(word)) : [];
    return {
      word,
      exactDocuments: exact.get(word) ?? 0,
      typos: typos.map((row) => row.term),
      typoPostings: typos.reduce((sum, row) => sum + row.documents, 0),
      prefixEnd: end,
      prefixTerms: prefixes.map((row) => row.term),
      prefixPostings: prefixes.reduce((sum, row) => sum + row.documents, 0),
    };
  });
}
