/** What each database's search does, behind one interface: the route and the news search never know which. */
import type { Kysely } from 'kysely';
import type { Database, NewsStatus } from '../../db/schema.js';
import type { WordList, WordPlan } from './word-plan.js';

export interface NewsSearchOptions {
  /** Only items in one of these statuses; every status when absent. */
  statuses?: readonly NewsStatus[];
  /** ISO-8601; only items whose publication_date is at or before it. */
  publishedBy?: string;
  limit: number;
  offset: number;
  /** Only stories whose title holds every word (suggestions); every field otherwise. */
  titleOnly?: boolean;
}

export interface SearchEngine {
  /** Runs one search's statements, in whatever setting the database needs for them. */
  reading<T>(db: Kysely<Database>, read: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  words(db: Kysely<Database>): WordList;
  /**
   * The page of matching item ids, best first: more query words found in the title, then better matches (exact
   * before prefix before typo), then more words found in the description (before the author, category and body),
   * then the newest (by publication date, or creation date before publication); and how many match, counted no further
   * than COUNT_UP_TO (ranked-page.ts).
   */
  find(db: Kysely<Database>, plan: readonly WordPlan[], options: NewsSearchOptions): Promise<{ ids: string[]; total: number }>;
  /** Adds the words of these texts to the word list, where the database does not do it by itself. */
  learnWords(db: Kysely<Database>, texts: readonly string[]): Promise<void>;
}

/** How well a word matches, as the ranking sums them: exact, then as a prefix, then with typos or joined. */
export const MATCH_QUALITY = { exact: 3, prefix: 2, other: 1 } as const;
