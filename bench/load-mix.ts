/**
 * What a load on the news site asks for, over a seeded archive: random stories, deep pages of every list, first
 * renders of article pages, new searches, and the overload mix of all of them beside the cached pages readers ask
 * for most. Shared by the load bench (bench/load.bench.ts) and the load check in npm test (scripts/load-check.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../packages/server/src/db/schema.js';
import { randomSource } from './search-corpus.js';
import { KINDS, queryMaker, vocabulary, type QueryMaker } from './search-queries.js';

export const PAGE_SIZE = 15;
export const SEARCH_PAGE_SIZE = 12;

/** What the seeded archive holds that the requests rotate over. */
export interface Archive {
  publicIds: string[];
  pages: number;
  categories: { slug: string; pages: number }[];
  months: { year: number; month: number; pages: number }[];
  authors: { id: string; pages: number }[];
  queries: QueryMaker;
}

const pagesOf = (count: number) => Math.max(1, Math.ceil(count / PAGE_SIZE));

export async function readArchive(db: Kysely<Database>, options: { timeZone: string; postgres: boolean; stories: number }): Promise<Archive> {
  const now = new Date().toISOString();
  const rows = await db
    .selectFrom('news')
    .innerJoin('categories', 'categories.id', 'news.category_id')
    .select(['news.id', 'news.publication_date', 'news.author_id', 'categories.slug'])
    .where('news.status', '=', 'Approved')
    .where('news.publication_date', '<=', now)
    .execute();
  const tally = (keys: (string | null)[]) => {
    const counts = new Map<string, number>();
    for (const key of keys) if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts;
  };
  const monthOf = new Intl.DateTimeFormat('en-CA', { timeZone: options.timeZone, year: 'numeric', month: '2-digit' });
  const months = tally(rows.map((row) => monthOf.format(new Date(row.publication_date!)).slice(0, 7)));
  return {
    publicIds: rows.map((row) => row.id),
    pages: pagesOf(rows.length),
    categories: [...tally(rows.map((row) => row.slug))].map(([slug, count]) => ({ slug, pages: pagesOf(count) })),
    months: [...months].map(([key, count]) => ({ year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)), pages: pagesOf(count) })),
    authors: [...tally(rows.map((row) => row.author_id))].map(([id, count]) => ({ id, pages: pagesOf(count) })),
    queries: queryMaker(await vocabulary(db, options.postgres), options.stories),
  };
}

/** Random requests over the archive; each call a new one (the same one again only by chance). */
export function requestMaker(archive: Archive) {
  const random = randomSource(23);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const page = (pages: number) => 1 + Math.floor(random() * pages);
  let kind = 0;
  const newQuery = () => {
    for (;;) {
      const query = archive.queries.next(KINDS[kind++ % KINDS.length]!);
      if (query) return encodeURIComponent(query);
    }
  };
  return {
    story: () => `/api/v1/public-news/${pick(archive.publicIds)}`,
    listPage: () => `/api/v1/public-news?page=${page(archive.pages)}&size=${PAGE_SIZE}`,
    categoryPage: () => {
      const category = pick(archive.categories);
      return `/api/v1/public-news?category=${encodeURIComponent(category.slug)}&page=${page(category.pages)}&size=${PAGE_SIZE}`;
    },
    monthPage: () => {
      const month = pick(archive.months);
      return `/api/v1/search-by-month-news?month=${month.month}&year=${month.year}&page=${page(month.pages)}&size=${PAGE_SIZE}`;
    },
    authorPage: () => {
      const author = pick(archive.authors);
      return `/api/v1/public-news?author=${author.id}&page=${page(author.pages)}&size=${PAGE_SIZE}`;
    },
    articlePage: () => `/view-news/${pick(archive.publicIds)}`,
    pagedSearch: () => `/api/v1/fuzzy-search-news?page=1&size=${SEARCH_PAGE_SIZE}&query=${newQuery()}`,
    unpagedSearch: () => `/api/v1/fuzzy-search-news?query=${newQuery()}`,
  };
}

export type Requests = ReturnType<typeof requestMaker>;

/**
 * The overload mix: what a school's readers ask at a busy moment, most of it the newest stories (cached after their
 * first reader), and a long tail that is not: a random old story, a deep page, a new search, a first render.
 */
export function mixOf(requests: Requests): () => string {
  const MIX: [number, () => string][] = [
    [30, () => '/api/v1/public-news?page=1&size=15'],
    [10, () => '/'],
    [15, requests.story],
    [15, requests.listPage],
    [10, requests.categoryPage],
    [10, requests.articlePage],
    [10, requests.unpagedSearch],
  ];
  const total = MIX.reduce((sum, [weight]) => sum + weight, 0);
  const random = randomSource(41);
  return () => {
    let roll = random() * total;
    for (const [weight, make] of MIX) {
      roll -= weight;
      if (roll < 0) return make();
    }
    return MIX[0]![1]();
  };
}
