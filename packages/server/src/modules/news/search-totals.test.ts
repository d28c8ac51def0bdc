import { beforeAll, expect, it } from 'vitest';
import { SEARCH_TOTAL_MAX, type News, type SearchPage } from '@newsroom/shared';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';
import { storyRow } from '../../../test/helpers/news-factory.js';
import { sql } from 'kysely';
import { loadNewsInBulk } from '../../services/search/bulk-index.js';
import { searchNews } from '../../services/search/news-search.js';
import { COUNT_UP_TO, countMatches } from '../../services/search/ranked-page.js';
import { countMatching } from '../../services/search/sqlite-doc-order.js';

/** Stories holding "marimba": more than a search counts. */
const COMMON = 1005;
/** Stories holding "xylophone" (and "ensemble"), among the COMMON ones. */
const RARE = 50;
/**
 * Every story holds "music": more than PostgreSQL's one-word search counts before it reads its rank levels
 * (postgres-search.ts), so that way is bounded too.
 */
const EVERY = 2010;

describeEachDatabase('search totals (PRODUCT "Search totals")', (t) => {
  beforeAll(async () => {
    const category = await t.app.db.selectFrom('categories').select('id').orderBy('name_key').executeTakeFirstOrThrow();
    const minuteAgo = Date.now() - 60_000;
    const rows = Array.from({ length: EVERY }, (_, index) =>
      storyRow(category.id, {
        title: index < RARE ? `Marimba ensemble plays ${index}` : index < COMMON ? `Marimba recital ${index}` : `Band concert ${index}`,
        description: index < RARE ? 'The xylophone section joins the music room.' : 'From the music room.',
        publication_date: new Date(minuteAgo - index * 60_000).toISOString(),
      }),
    );
    // Scheduled and unpublished stories holding the word too: the public's count leaves them out, still bounded.
    rows.push(
      storyRow(category.id, { title: 'Marimba xylophone gala', publication_date: new Date(Date.now() + 86_400_000).toISOString() }),
      storyRow(category.id, { title: 'Marimba xylophone draft', status: 'Pending', publication_date: null }),
    );
    await loadNewsInBulk(t.app.db, async () => {
      for (let start = 0; start < rows.length; start += 250)
        await t.app.db
          .insertInto('news')
          .values(rows.slice(start, start + 250))
          .execute();
    });
    t.app.publicCache.clear();
  });

  const search = (url: string, headers: Record<string, string> = {}) => t.inject({ method: 'GET', url: `/api/v1/fuzzy-search-news?${url}`, headers });
  const pageOf = async (url: string) => (await search(url)).json() as SearchPage<News>;

  it('says 1,000 and not exact when more match, in the envelope and in the headers of either form', async () => {
    const paged = await search('query=marimba&page=1&size=20');
    expect(paged.statusCode).toBe(200);
    expect(paged.json()).toMatchObject({ page: 1, size: 20, total: SEARCH_TOTAL_MAX, totalIsExact: false });
    expect((paged.json() as SearchPage<News>).items).toHaveLength(20);
    expect(paged.headers['x-total-count']).toBe('1000');
    expect(paged.headers['x-total-count-exact']).toBe('false');

    for (let round = 0; round < 2; round += 1) {
      // The second time from the public cache, which must keep the header too.
      const plain = await search('query=marimba');
      expect(plain.json()).toHaveLength(100);
      expect(plain.headers['x-total-count']).toBe('1000');
      expect(plain.headers['x-total-count-exact']).toBe('false');
      expect(plain.headers.link).toBe('</api/v1/fuzzy-search-news?query=marimba&page=2&size=100>; rel="next"');
    }
  });

  it('pages only as far as the 1,000th result', async () => {
    const last = await search('query=marimba&page=50&size=20');
    expect(last.json()).toMatchObject({ total: 1000, totalIsExact: false });
    expect((last.json() as SearchPage<News>).items).toHaveLength(20);
    expect(last.headers.link).toBeUndefined();

    const straddling = await pageOf('query=marimba&page=34&size=30');
    expect(straddling.items).toHaveLength(10);

    for (const url of ['query=marimba&page=51&size=20', 'query=marimba&page=11&size=100', 'query=marimba&page=500&size=20']) {
      expect(await pageOf(url), url).toEqual({
        items: [],
        page: Number(new URLSearchParams(url).get('page')),
        size: Number(new URLSearchParams(url).get('size')),
        total: 1000,
        totalIsExact: false,
      });
    }
  });

  it('counts and pages every result exactly, each once, up to the bound', async () => {
    const seen = new Set<string>();
    for (let page = 1; page <= 10; page += 1) for (const item of (await pageOf(`query=marimba&page=${page}&size=100`)).items) seen.add(item.id);
    expect(seen.size).toBe(SEARCH_TOTAL_MAX);
  });

  it('is exact when fewer match, for one word and for several', async () => {
    for (const query of ['xylophone', 'marimba%20ensemble', 'ensemble']) {
      const paged = await search(`query=${query}&page=1&size=20`);
      expect(paged.json(), query).toMatchObject({ total: RARE, totalIsExact: true });
      expect(paged.headers['x-total-count-exact']).toBe('true');
      const plain = await search(`query=${query}`);
      expect(plain.json()).toHaveLength(RARE);
      expect(plain.headers['x-total-count']).toBe(String(RARE));
      expect(plain.headers['x-total-count-exact']).toBe('true');
    }
  });

  it('bounds a search of several words too, a word in every story, and an ADMIN search of every status', async () => {
    expect(await pageOf('query=marimba%20recital&page=1&size=10')).toMatchObject({ total: COMMON - RARE, totalIsExact: true });
    expect(await pageOf('query=marimba%20recital&page=100&size=10')).toMatchObject({ items: [], total: COMMON - RARE, totalIsExact: true });
    expect(await pageOf('query=marimba%20music&page=1&size=10')).toMatchObject({ total: 1000, totalIsExact: false });
    expect(await pageOf('query=marimba%20room&page=101&size=10')).toMatchObject({ items: [], total: 1000, totalIsExact: false });
    const every = await pageOf('query=music&page=1&size=10');
    expect(every).toMatchObject({ total: 1000, totalIsExact: false });
    // In the description of every story, so the newest first.
    expect(every.items.map((item) => item.title).slice(0, 2)).toEqual(['Marimba ensemble plays 0', 'Marimba ensemble plays 1']);
    expect((await pageOf('query=music&page=100&size=10')).items).toHaveLength(10);
    expect(await pageOf('query=music&page=101&size=10')).toMatchObject({ items: [], total: 1000, totalIsExact: false });

    const admin = bearer(await t.adminToken());
    const everyStatus = await search('query=marimba&page=1&size=20', admin);
    expect(everyStatus.json()).toMatchObject({ total: 1000, totalIsExact: false });
    expect(everyStatus.headers['x-total-count-exact']).toBe('false');
    expect((await search('query=xylophone&page=1&size=100', admin)).json()).toMatchObject({ total: RARE + 2, totalIsExact: true });
  });

  it('is described in the API docs', async () => {
    const search = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json().paths['/api/v1/fuzzy-search-news'].get;
    expect(search.description).toContain('exact up to 1000 matches');
    expect(JSON.stringify(search.responses['200'])).toContain('"totalIsExact"');
  });

  it('stops counting at 1,001', async () => {
    expect(COUNT_UP_TO).toBe(1001);
    expect(await countMatches(t.app.db, sql`from search_news s`)).toBe(COUNT_UP_TO);
    expect(await countMatches(t.app.db, sql`from search_news s where s.status = 'Pending'`)).toBe(1);
    if (t.dialect !== 'sqlite') return;
    const publicNow = { statuses: ['Approved' as const], publishedBy: new Date().toISOString(), limit: 1, offset: 0 };
    for (const options of [{ limit: 1, offset: 0 }, publicNow]) expect(await countMatching(t.app.db, 'music', options)).toBe(COUNT_UP_TO);
    expect(await countMatching(t.app.db, 'xylophone', publicNow)).toBe(RARE);
    expect(await countMatching(t.app.db, 'xylophone', { limit: 1, offset: 0 })).toBe(RARE + 2);
  });

  it("bounds the engines' own answers, whichever way they count", async () => {
    const now = new Date().toISOString();
    for (const options of [{}, { statuses: ['Approved' as const], publishedBy: now }, { statuses: ['Approved' as const, 'Pending' as const] }]) {
      const found = await searchNews(t.app.db, 'marimba', { ...options, limit: 5, offset: 0 });
      expect(found, JSON.stringify(options)).toMatchObject({ total: SEARCH_TOTAL_MAX, totalIsExact: false });
      expect(found.ids).toHaveLength(5);
      expect(await searchNews(t.app.db, 'marimba', { ...options, limit: 5, offset: 1000 })).toMatchObject({
        ids: [],
        total: 1000,
        totalIsExact: false,
      });
    }
  });
});
