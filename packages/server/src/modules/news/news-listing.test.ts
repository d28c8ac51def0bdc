import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { publishedScope, type Category, type News, type Page, type User } from '@newsroom/shared';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';
import { approveNews, createNews } from '../../../test/helpers/news-factory.js';
import { planOf } from '../../../test/helpers/query-plan.js';
import { newId } from '../../lib/ids.js';
import { countNews, countNotYetPublishedQuery, findNewsByIds, newsPageQuery, photosOf } from './news.repository.js';

const FEBRUARY_STORIES = 110;
const MARCH_STORIES = 20;
const PUBLISHED = FEBRUARY_STORIES + MARCH_STORIES;

describeEachDatabase('lists at any size', (t) => {
  let categories: { id: string; slug: string }[];
  /** Newest published first, as readers see them. */
  let publishedIds: string[];

  beforeAll(async () => {
    categories = await t.app.db.selectFrom('categories').select(['id', 'slug']).orderBy('name_key').execute();
    const row = (index: number, status: 'Approved' | 'Pending', publicationDate: string | null) => ({
      id: newId(),
      title: `Story ${index}`,
      description: 'A story',
      content: 'Words.',
      category_id: categories[index % 2]!.id,
      author_id: null,
      author_name: 'Bench Writer',
      thumbnail_media_id: null,
      thumbnail_caption: null,
      thumbnail_credit: null,
      thumbnail_alt: null,
      embed_youtube_url: null,
      status,
      publication_date: publicationDate,
      summary: null,
      summary_key: null,
      views: 0,
      created_at: '2024-01-01T00:00:00.000Z',
      updated_at: '2024-01-01T00:00:00.000Z',
    });
    const rows = [
      ...Array.from({ length: FEBRUARY_STORIES }, (_, i) => row(i, 'Approved', new Date(Date.UTC(2024, 1, 1) + i * 3_600_000).toISOString())),
      ...Array.from({ length: MARCH_STORIES }, (_, i) =>
        row(FEBRUARY_STORIES + i, 'Approved', new Date(Date.UTC(2024, 2, 1) + i * 3_600_000).toISOString()),
      ),
      ...Array.from({ length: 4 }, (_, i) => row(1000 + i, 'Pending', null)),
      ...Array.from({ length: 3 }, (_, i) => row(2000 + i, 'Approved', `2099-0${i + 1}-01T00:00:00.000Z`)),
    ];
    await t.app.db.insertInto('news').values(rows).execute();
    publishedIds = rows
      .filter((r) => r.status === 'Approved' && r.publication_date! < '2099')
      .sort((a, b) => b.publication_date!.localeCompare(a.publication_date!))
      .map((r) => r.id);
    t.app.publicCache.clear();
  });

  describe('a list without paging', () => {
    it('answers the newest 100 as a plain list, with the total and the next page in headers', async () => {
      const response = await t.inject({ method: 'GET', url: '/api/v1/public-news' });
      expect(response.statusCode).toBe(200);
      expect((response.json() as News[]).map((item) => item.id)).toEqual(publishedIds.slice(0, 100));
      expect(response.headers['x-total-count']).toBe(String(PUBLISHED));
      expect(response.headers.link).toBe('</api/v1/public-news?page=2&size=100>; rel="next"');

      const next = await t.inject({ method: 'GET', url: '/api/v1/public-news?page=2&size=100' });
      expect((next.json() as Page<News>).items.map((item) => item.id)).toEqual(publishedIds.slice(100));
      expect(next.headers.link).toBeUndefined();
    });

    it('month search is capped the same way', async () => {
      const response = await t.inject({ method: 'GET', url: '/api/v1/search-by-month-news?month=2&year=2024' });
      expect((response.json() as News[]).length).toBe(100);
      expect(response.headers['x-total-count']).toBe(String(FEBRUARY_STORIES));
      expect(response.headers.link).toBe('</api/v1/search-by-month-news?month=2&year=2024&page=2&size=100>; rel="next"');
    });

    it('the users list is capped too', async () => {
      const now = new Date().toISOString();
      await t.app.db
        .insertInto('users')
        .values(
          Array.from({ length: 105 }, (_, i) => ({
            id: newId(),
            username: `reader${i}`,
            username_key: `reader${i}`,
            fullname: `Reader ${String(i).padStart(3, '0')}`,
            email: `reader${i}@school.test`,
            password_hash: 'not-a-hash',
            role: 'AUTHOR' as const,
            session_version: 0,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      const response = await t.inject({ method: 'GET', url: '/api/v1/user', headers: bearer(await t.adminToken()) });
      expect((response.json() as User[]).length).toBe(100);
      expect(response.headers['x-total-count']).toBe('106');
      const search = await t.inject({
        method: 'GET',
        url: '/api/v1/user/search?query=reader&page=2&size=100',
        headers: bearer(await t.adminToken()),
      });
      expect((search.json() as Page<User>).items.length).toBe(5);
      expect((search.json() as Page<User>).total).toBe(105);
    });
  });

  describe('pages', () => {
    it('follow each other without gaps or repeats, in a category too', async () => {
      const pageIds = async (url: string) => ((await t.inject({ method: 'GET', url })).json() as Page<News>).items.map((item) => item.id);
      const pages = [...(await pageIds('/api/v1/public-news?page=1&size=15')), ...(await pageIds('/api/v1/public-news?page=2&size=15'))];
      expect(pages).toEqual(publishedIds.slice(0, 30));
      const slug = categories[0]!.slug;
      const inCategory = (await t.inject({ method: 'GET', url: `/api/v1/public-news?category=${slug}&page=1&size=100` })).json() as Page<News>;
      expect(inCategory.total).toBe(PUBLISHED / 2);
      expect(inCategory.items.every((item) => item.categoryId === categories[0]!.id)).toBe(true);
    });

    it('page 500 of a short list is empty, not an error', async () => {
      const response = await t.inject({ method: 'GET', url: '/api/v1/public-news?page=500&size=15' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ items: [], page: 500, total: PUBLISHED });
    });
  });

  describe('totals', () => {
    async function countedTotals() {
      const rows = await t.app.db
        .selectFrom('news')
        .select(['category_id', 'status', sql<number>`count(*)`.as('n')])
        .groupBy(['category_id', 'status'])
        .execute();
      return Object.fromEntries(rows.map((row) => [`${row.category_id}/${row.status}`, Number(row.n)]));
    }
    async function talliedTotals() {
      const rows = await t.app.db.selectFrom('news_tallies').selectAll().where('tally', '>', 0).execute();
      return Object.fromEntries(rows.map((row) => [`${row.category_id}/${row.status}`, Number(row.tally)]));
    }

    it('the tallies follow every insert, status change, move and delete', async () => {
      expect(await talliedTotals()).toEqual(await countedTotals());
      const [first, second, third] = publishedIds;
      await t.app.db.updateTable('news').set({ status: 'Archived' }).where('id', '=', first!).execute();
      await t.app.db.updateTable('news').set({ category_id: categories[2]!.id }).where('id', '=', second!).execute();
      await t.app.db.updateTable('news').set({ title: 'Only the title' }).where('id', '=', third!).execute();
      await t.app.db.deleteFrom('news').where('id', '=', third!).execute();
      expect(await talliedTotals()).toEqual(await countedTotals());

      const publicNow = publishedScope();
      const counted = await t.app.db
        .selectFrom('news')
        .select(sql<number>`count(*)`.as('n'))
        .where('status', '=', 'Approved')
        .where('publication_date', '<=', publicNow.publishedBy!)
        .executeTakeFirstOrThrow();
      expect(await countNews(t.app.db, publicNow)).toBe(Number(counted.n));
      expect(await countNews(t.app.db, publicNow)).toBe(PUBLISHED - 2);
      // Put things back for the other tests.
      await t.app.db.updateTable('news').set({ status: 'Approved', category_id: categories[0]!.id }).where('id', 'in', [first!, second!]).execute();
      publishedIds = publishedIds.filter((id) => id !== third);
      t.app.publicCache.clear();
    });
  });

  describe('look-ups by many ids', () => {
    it("bind the ids as one parameter, past the drivers' parameter limits", async () => {
      const ids = [...Array.from({ length: 70_000 }, (_, i) => `missing-${i}`), publishedIds[0]!];
      expect((await findNewsByIds(t.app.db, ids)).map((row) => row.id)).toEqual([publishedIds[0]]);
      expect((await photosOf(t.app.db, ids)).size).toBe(ids.length);
    });
  });

  describe('plans', () => {
    const usesIndex = (plan: string[], index: string) => plan.some((line) => line.includes(index));
    const sortsOrScans = (plan: string[]) => plan.some((line) => /TEMP B-TREE|^SCAN news\b(?! USING)|^Sort|^Seq Scan/.test(line));

    it('a public page, also page 500 and a category page, walks an ordered index and sorts nothing', async () => {
      const db = t.app.db;
      for (const [filter, index] of [
        [publishedScope(), 'news_public_order_idx'],
        [{ ...publishedScope(), categoryId: categories[0]!.id }, 'news_category_public_order_idx'],
      ] as const) {
        for (const offset of [0, 499 * 15]) {
          const plan = await planOf(db, t.dialect, newsPageQuery(db, filter, 'published', { limit: 15, offset }));
          expect(usesIndex(plan, index), plan.join('\n')).toBe(true);
          expect(sortsOrScans(plan), plan.join('\n')).toBe(false);
        }
      }
    });

    it('a month page reads only that month from the index', async () => {
      const db = t.app.db;
      const filter = { ...publishedScope(), publishedFrom: '2024-02-01T00:00:00.000Z', publishedBefore: '2024-03-01T00:00:00.000Z' };
      const plan = await planOf(db, t.dialect, newsPageQuery(db, filter, 'published', { limit: 15, offset: 0 }));
      expect(usesIndex(plan, 'news_public_order_idx'), plan.join('\n')).toBe(true);
      expect(sortsOrScans(plan), plan.join('\n')).toBe(false);
    });

    it("a month page bounds its index range by the month's end or by now, whichever comes first, never both", () => {
      // Given both, SQLite ranged the index on "published by now" and walked every story since the month's end.
      const db = t.app.db;
      const scope = publishedScope();
      const boundsOf = (publishedBefore: string) =>
        newsPageQuery(db, { ...scope, publishedFrom: '2024-02-01T00:00:00.000Z', publishedBefore }, 'published', { limit: 15, offset: 0 }).compile()
          .parameters;
      expect(boundsOf('2024-03-01T00:00:00.000Z')).toContain('2024-03-01T00:00:00.000Z');
      expect(boundsOf('2024-03-01T00:00:00.000Z')).not.toContain(scope.publishedBy);
      expect(boundsOf('2999-01-01T00:00:00.000Z')).toContain(scope.publishedBy);
      expect(boundsOf('2999-01-01T00:00:00.000Z')).not.toContain('2999-01-01T00:00:00.000Z');
    });

    it('back-office lists walk their own ordered index', async () => {
      const db = t.app.db;
      for (const [filter, index] of [
        [{ statuses: ['Pending'] as const }, 'news_status_created_order_idx'],
        [{ authorId: 'someone' }, 'news_author_created_order_idx'],
        [{}, 'news_created_order_idx'],
      ] as const) {
        const plan = await planOf(db, t.dialect, newsPageQuery(db, filter, 'created', { limit: 20, offset: 0 }));
        expect(usesIndex(plan, index), plan.join('\n')).toBe(true);
        expect(sortsOrScans(plan), plan.join('\n')).toBe(false);
      }
    });

    it('a public total reads the tallies and only the stories scheduled for later', async () => {
      const db = t.app.db;
      const plan = await planOf(db, t.dialect, countNotYetPublishedQuery(db, { statuses: ['Approved'] }, new Date().toISOString()));
      expect(usesIndex(plan, 'news_public_order_idx'), plan.join('\n')).toBe(true);
      expect(sortsOrScans(plan), plan.join('\n')).toBe(false);
    });
  });

  describe('the public cache', () => {
    it('a list shows a story the moment it is approved, and a scheduled one when its time comes', async () => {
      const author = await t.createUser('AUTHOR');
      const listed = async () =>
        ((await t.inject({ method: 'GET', url: '/api/v1/public-news?page=1&size=5' })).json() as Page<News>).items.map((item) => item.id);
      await listed();
      const fresh = await createNews(t, author.token, { title: 'Fresh story' });
      expect(await listed()).not.toContain(fresh.id);
      await approveNews(t, fresh.id);
      expect((await listed())[0]).toBe(fresh.id);

      const soon = await createNews(t, author.token, { title: 'Soon story' });
      await approveNews(t, soon.id, new Date(Date.now() + 1500).toISOString());
      expect(await listed()).not.toContain(soon.id);
      await vi.waitFor(async () => expect((await listed())[0]).toBe(soon.id), { timeout: 6000, interval: 200 });
    });

    it('a renamed category shows in cached stories at once', async () => {
      const id = publishedIds[5]!;
      const before = (await t.inject({ method: 'GET', url: `/api/v1/public-news/${id}` })).json() as News;
      const response = await t.inject({
        method: 'PUT',
        url: `/api/v1/categories/${before.categoryId}`,
        headers: bearer(await t.adminToken()),
        payload: { name: `${before.category} Renamed` },
      });
      expect(response.statusCode).toBe(200);
      const after = (await t.inject({ method: 'GET', url: `/api/v1/public-news/${id}` })).json() as News;
      expect(after.category).toBe(`${before.category} Renamed`);
      const listed = (await t.inject({ method: 'GET', url: '/api/v1/categories/get-categories' })).json() as Category[];
      expect(listed.map((category) => category.name)).toContain(`${before.category} Renamed`);
    });

    it('answers a cached list again straight from the first hook, with the same headers and bytes', async () => {
      const url = '/api/v1/public-news?page=3&size=7';
      // Kept from its second asking (a list page is cheap to make, and most deep pages are asked for once).
      const first = await t.inject({ method: 'GET', url });
      expect((await t.inject({ method: 'GET', url })).body).toBe(first.body);
      const remember = vi.spyOn(t.app.publicCache, 'remember');
      try {
        const again = await t.inject({ method: 'GET', url });
        expect(remember).not.toHaveBeenCalled();
        expect(again.body).toBe(first.body);
        for (const header of [
          'content-type',
          'cache-control',
          'x-total-count',
          'link',
          'etag',
          'x-content-type-options',
          'content-security-policy',
        ]) {
          expect(again.headers[header], header).toBe(first.headers[header]);
        }
        const head = await t.inject({ method: 'HEAD', url });
        expect(head.statusCode).toBe(200);
        expect(head.body).toBe('');
        // A signed-in caller is answered fresh: neither from the first hook nor from the cache.
        const signedIn = await t.inject({ method: 'GET', url, headers: bearer(await t.adminToken()) });
        expect(signedIn.body).toBe(first.body);
        expect(signedIn.headers['cache-control']).toBe('no-store');
        expect(remember).not.toHaveBeenCalled();
      } finally {
        remember.mockRestore();
      }
    });

    it('sends cached answers compressed when the client accepts it, and 304 when it has them', async () => {
      const first = await t.inject({ method: 'GET', url: '/api/v1/public-news', headers: { 'accept-encoding': 'gzip, br' } });
      expect(first.headers['content-encoding']).toBe('br');
      const again = await t.inject({ method: 'GET', url: '/api/v1/public-news', headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode).toBe(304);
      // The same from the fast path, now that the answer went out once.
      const gzip = await t.inject({ method: 'GET', url: '/api/v1/public-news', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe((await t.inject({ method: 'GET', url: '/api/v1/public-news' })).body);
      const notModified = await t.inject({ method: 'GET', url: '/api/v1/public-news', headers: { 'if-none-match': String(first.headers.etag) } });
      expect(notModified.statusCode).toBe(304);
    });
  });
});
