import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { publishedScope, type News, type NewsStatus, type Page } from '@newsroom/shared';
import { describeEachDatabase } from '../../../test/helpers/test-app.js';
import { approveNews, storyRow } from '../../../test/helpers/news-factory.js';
import { planOf, rowsReadOnPostgres } from '../../../test/helpers/query-plan.js';
import { monthBounds } from '../../lib/calendar-days.js';
import { newId } from '../../lib/ids.js';
import { ListCheckpoints, listPublicNews } from './list-checkpoints.js';
import { checkpointsQuery, newsPageQuery, type NewsFilter } from './news.repository.js';

const STORIES = 640;
const HOUR = 3_600_000;
const FEBRUARY = Date.UTC(2024, 1, 1);

/** One of the lists readers page through, as the API is asked for it and as a filter. */
interface PublicList {
  name: string;
  url: string;
  filter: Omit<NewsFilter, 'statuses' | 'publishedBy'>;
}

describeEachDatabase('deep pages of the public lists', (t) => {
  let lists: PublicList[];
  /** Pending stories of the first category's first author: approving one moves every list `oneOfEachKind` gives. */
  let pendingIds: string[];

  /** The list's stories as readers see them at `now`, written out apart from the repository. */
  function publicStoriesOf(list: PublicList, now: string) {
    const { categoryId, authorId, publishedFrom, publishedBefore } = list.filter;
    return sql`from news where status = 'Approved' and publication_date <= ${now}
      ${categoryId ? sql`and category_id = ${categoryId}` : sql``}
      ${authorId ? sql`and author_id = ${authorId}` : sql``}
      ${publishedFrom ? sql`and publication_date >= ${publishedFrom} and publication_date < ${publishedBefore}` : sql``}`;
  }

  /** The ids of a page as OFFSET answers it. */
  async function offsetPage(list: PublicList, now: string, limit: number, offset: number): Promise<string[]> {
    const { rows } = await sql<{ id: string }>`select id ${publicStoriesOf(list, now)}
      order by publication_date desc, created_at desc, id desc limit ${limit} offset ${offset}`.execute(t.app.db);
    return rows.map((row) => row.id);
  }

  async function countedTotal(list: PublicList, now: string): Promise<number> {
    const { rows } = await sql<{ n: number }>`select count(*) as n ${publicStoriesOf(list, now)}`.execute(t.app.db);
    return Number(rows[0]!.n);
  }

  beforeAll(async () => {
    const categories = await t.app.db.selectFrom('categories').select(['id', 'slug']).orderBy('name_key').limit(3).execute();
    const authors = await Promise.all([1, 2, 3].map(() => t.createUser('AUTHOR')));
    // Few distinct dates, so that stories tie on their publication date, and some on their creation too (then the id
    // decides), at checkpoints and between them; every status, some not public at dates public stories have.
    const statusOf = (index: number): NewsStatus => (['Pending', 'Rejected', 'Archived'] as const)[index % 11] ?? 'Approved';
    const rows = Array.from({ length: STORIES }, (_, index) => {
      const status = statusOf(index);
      const scheduled = status === 'Approved' && index % 13 === 0;
      const published = new Date(FEBRUARY + ((index * 7) % 61) * 17 * HOUR).toISOString();
      return storyRow(categories[index % 3]!.id, {
        title: `Story ${index}`,
        author_id: authors[(index >> 1) % 3]!.user.id,
        status,
        publication_date: status === 'Pending' ? null : scheduled ? new Date(Date.now() + 86_400_000 + index).toISOString() : published,
        created_at: new Date(FEBRUARY - (index % 2) * HOUR).toISOString(),
      });
    });
    await t.app.db.insertInto('news').values(rows).execute();
    pendingIds = rows
      .filter((row) => row.status === 'Pending' && row.category_id === categories[0]!.id && row.author_id === authors[0]!.user.id)
      .map((row) => row.id);
    t.app.publicCache.clear();

    const month = (year: number, monthNumber: number): PublicList => {
      const { from, before } = monthBounds(year, monthNumber, t.config.timeZone);
      return {
        name: `month ${year}-${monthNumber}`,
        url: `/api/v1/search-by-month-news?month=${monthNumber}&year=${year}`,
        filter: { publishedFrom: from.toISOString(), publishedBefore: before.toISOString() },
      };
    };
    lists = [
      { name: 'home', url: '/api/v1/public-news?', filter: {} },
      ...categories.map((category) => ({
        name: `category ${category.slug}`,
        url: `/api/v1/public-news?category=${category.slug}`,
        filter: { categoryId: category.id },
      })),
      ...authors.map(({ user }) => ({ name: `author ${user.id}`, url: `/api/v1/public-news?author=${user.id}`, filter: { authorId: user.id } })),
      month(2024, 2),
      month(2024, 3),
    ];
  });

  /** The home list, a category, an author and a month. */
  const oneOfEachKind = () => [lists[0]!, lists[1]!, lists[4]!, lists[7]!];

  /** Every page of the lists, one size after another, through the API: the same stories and total as OFFSET. */
  async function expectEveryPageAsOffset(sizes: number[], of = lists) {
    for (const list of of) {
      for (const size of sizes) {
        const now = new Date().toISOString();
        const total = await countedTotal(list, now);
        for (let page = 1; page <= Math.ceil(total / size) + 1; page += 1) {
          const response = await t.inject({ method: 'GET', url: `${list.url}&page=${page}&size=${size}` });
          const answer = response.json() as Page<News>;
          const where = `${list.name}, page ${page} of ${size}`;
          expect(
            answer.items.map((item) => item.id),
            where,
          ).toEqual(await offsetPage(list, now, size, (page - 1) * size));
          expect([answer.total, Number(response.headers['x-total-count'])], where).toEqual([total, total]);
        }
      }
    }
  }

  it('answers every page of every list as OFFSET does, deep pages (from their checkpoint) included', async () => {
    const now = new Date().toISOString();
    // Each list reaches past its first checkpoint (every 100th story), so its deep pages are read from checkpoints.
    for (const list of lists) expect(await countedTotal(list, now), list.name).toBeGreaterThan(100 + 15);
    await expectEveryPageAsOffset([15, 7, 100]);
  });

  it('with a checkpoint every few stories, built a few at a time: every offset of every list as OFFSET', async () => {
    const checkpoints = new ListCheckpoints(t.app.db, { every: 7, stepsPerSlice: 3 });
    const now = new Date();
    for (const list of oneOfEachKind()) {
      const filter = { ...publishedScope(now), ...list.filter };
      const total = await countedTotal(list, now.toISOString());
      // Built before the pages are read: a deep page never waits for a build, it starts one and reads the slow way.
      await checkpoints.of(filter);
      for (let offset = 0; offset <= total + 2; offset += 1) {
        for (const size of offset % 5 === 0 ? [1, 4, 15] : [4]) {
          const answer = await listPublicNews(checkpoints, filter, { limit: size, offset });
          const reference = await offsetPage(list, now.toISOString(), size, offset);
          expect([answer.rows.map((row) => row.id), answer.total], `${list.name}, ${size} from ${offset}`).toEqual([reference, total]);
        }
      }
      expect(checkpoints.peek(filter)?.total, list.name).toBe(total);
    }
  });

  it('moves deep pages with the list: after a write, and when a scheduled story goes public', async () => {
    await expectEveryPageAsOffset([15], oneOfEachKind());
    // In the middle of February, so every page after it shifts; then one scheduled for a moment from now.
    await approveNews(t, pendingIds[0]!, new Date(FEBRUARY + 14 * 24 * HOUR).toISOString());
    await expectEveryPageAsOffset([15], oneOfEachKind());
    const soon = Date.now() + 1500;
    await approveNews(t, pendingIds[1]!, new Date(soon).toISOString());
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(soon), { timeout: 3000, interval: 100 });
    await expectEveryPageAsOffset([15], oneOfEachKind());
  });

  it('answers a deep page at once while its list is built, and builds the list for the pages after it', async () => {
    const checkpoints = new ListCheckpoints(t.app.db, { every: 5, stepsPerSlice: 2 });
    const filter = { ...publishedScope(), ...lists[0]!.filter };
    const answer = await listPublicNews(checkpoints, filter, { limit: 15, offset: 150 });
    expect(answer.rows.map((row) => row.id)).toEqual(await offsetPage(lists[0]!, filter.publishedBy, 15, 150));
    await vi.waitFor(() => expect(checkpoints.peek(filter)).toBeDefined());
  });

  it('reads deep pages the slow way when a build fails, and says so', async () => {
    const failures: unknown[] = [];
    const checkpoints = new ListCheckpoints(t.app.db, { every: 5, onBuildError: (error) => failures.push(error) });
    vi.spyOn(checkpoints as unknown as { build: () => Promise<unknown> }, 'build').mockRejectedValue(new Error('database away'));
    const filter = { ...publishedScope(), ...lists[0]!.filter };
    expect(await checkpoints.of(filter)).toBeUndefined();
    expect(failures).toEqual([new Error('database away')]);
    const answer = await listPublicNews(checkpoints, filter, { limit: 15, offset: 150 });
    expect(answer.rows.map((row) => row.id)).toEqual(await offsetPage(lists[0]!, filter.publishedBy, 15, 150));
    expect(checkpoints.peek(filter)).toBeUndefined();
  });

  it('builds a list once for concurrent deep pages, and neither keeps nor uses a build a write overtook', async () => {
    const checkpoints = new ListCheckpoints(t.app.db, { every: 5, stepsPerSlice: 2 });
    const filter = { ...publishedScope(), ...lists[0]!.filter };
    const [first, second] = await Promise.all([checkpoints.of(filter), checkpoints.of(filter)]);
    expect(first).toBeDefined();
    expect(second).toBe(first);

    checkpoints.forget();
    const overtaken = checkpoints.of(filter);
    const answered = listPublicNews(checkpoints, filter, { limit: 15, offset: 150 });
    checkpoints.forget();
    expect(await overtaken).toBeUndefined();
    const answer = await answered;
    expect(checkpoints.peek(filter)).toBeUndefined();
    expect(answer.rows.map((row) => row.id)).toEqual(await offsetPage(lists[0]!, filter.publishedBy, 15, 150));
    expect(answer.total).toBe(await countedTotal(lists[0]!, filter.publishedBy));
  });

  describe('plans', () => {
    const usesIndex = (plan: string[], index: string) => plan.some((line) => line.includes(index));
    const sortsOrScansNews = (plan: string[]) => plan.some((line) => /^SCAN news\b(?! USING)|^Seq Scan on news|^Sort/.test(line));

    it("a deep page seeks its checkpoint in the list's own ordered index, and so does each step of a build", async () => {
      const db = t.app.db;
      const position = { publication_date: new Date(FEBRUARY).toISOString(), created_at: new Date(FEBRUARY).toISOString(), id: newId() };
      const indexes = ['news_public_order_idx', 'news_category_public_order_idx', 'news_author_public_order_idx'];
      const [home, category, author, month] = oneOfEachKind();
      for (const [list, index] of [
        [home!, indexes[0]!],
        [category!, indexes[1]!],
        [author!, indexes[2]!],
        [month!, indexes[0]!],
      ] as const) {
        const filter = { ...publishedScope(), ...list.filter };
        const build = { compile: () => checkpointsQuery(db, filter, 100, 50, position).compile(db) };
        for (const query of [newsPageQuery(db, filter, 'published', { limit: 15, offset: 50 }, position), build]) {
          const plan = await planOf(db, t.dialect, query);
          expect(usesIndex(plan, index), `${list.name}\n${plan.join('\n')}`).toBe(true);
          expect(sortsOrScansNews(plan), `${list.name}\n${plan.join('\n')}`).toBe(false);
        }
      }
    });

    it.runIf(t.dialect === 'postgres')('a build reads about `every` stories a checkpoint, not the list for each', async () => {
      const db = t.app.db;
      const build = { compile: () => checkpointsQuery(db, publishedScope(), 20, 5).compile(db) };
      // Six checkpoints, each up to 20 index entries from the one before (a join filter read 3,200 here).
      expect(await rowsReadOnPostgres(db, build, 'news')).toBeLessThanOrEqual(6 * 20);
    });
  });
});
