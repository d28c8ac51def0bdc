import { beforeAll, describe, expect, it } from 'vitest';
import { wallTimeOf, type News } from '@newsroom/shared';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';
import { approveNews, createNews, createPublishedNews } from '../../../test/helpers/news-factory.js';
import { currentYear } from '../../lib/calendar-days.js';

/** This year by the school's calendar (TIME_ZONE is left at its default, Asia/Manila, here). */
const schoolYear = currentYear(new Date(), 'Asia/Manila');

describeEachDatabase('public reading', (t) => {
  let author: Awaited<ReturnType<typeof t.createUser>>;
  let published: News;
  let pending: News;
  let scheduled: News;
  let rejected: News;
  let archived: News;
  let old: News;

  beforeAll(async () => {
    author = await t.createUser('AUTHOR');
    published = await approveNews(t, (await createNews(t, author.token, { title: 'Published story', category: 'Animo Idol' })).id);
    pending = await createNews(t, author.token, { title: 'Pending story' });
    scheduled = await approveNews(t, (await createNews(t, author.token, { title: 'Scheduled story' })).id, '2099-05-01T00:00:00.000Z');
    rejected = await createNews(t, author.token, { title: 'Rejected story' });
    await t.inject({ method: 'POST', url: `/api/v1/reject/news/${rejected.id}`, headers: bearer(await t.adminToken()) });
    archived = await approveNews(t, (await createNews(t, author.token, { title: 'Archived story' })).id);
    await t.inject({ method: 'POST', url: `/api/v1/archive/news/${archived.id}`, headers: bearer(await t.adminToken()) });
    old = await approveNews(t, (await createNews(t, author.token, { title: 'Old story' })).id, '2023-03-10T10:00:00.000Z');
  });

  const publicIds = async (url: string) => ((await t.inject({ method: 'GET', url })).json() as News[]).map((item) => item.id);

  describe('GET /public-news', () => {
    it('shows only approved items whose publication date has come, newest published first', async () => {
      const ids = await publicIds('/api/v1/public-news');
      expect(ids).toContain(published.id);
      expect(ids).toContain(old.id);
      for (const hidden of [pending, scheduled, rejected, archived]) expect(ids).not.toContain(hidden.id);
      expect(ids.indexOf(published.id)).toBeLessThan(ids.indexOf(old.id));
    });

    it('narrows to a category by its slug', async () => {
      const ids = await publicIds('/api/v1/public-news?category=Animo-Idol');
      expect(ids).toEqual([published.id]);
      expect(await publicIds('/api/v1/public-news?category=No-Such-Category')).toEqual([]);
    });

    it('pages when asked, and carries cache headers that make a repeat visit cheap', async () => {
      const first = await t.inject({ method: 'GET', url: '/api/v1/public-news?page=1&size=1' });
      expect(first.json()).toMatchObject({ page: 1, size: 1, total: 2 });
      expect(first.json().items).toHaveLength(1);
      expect(first.headers['cache-control']).toMatch(/public/);
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const repeat = await t.inject({ method: 'GET', url: '/api/v1/public-news?page=1&size=1', headers: { 'if-none-match': etag } });
      expect(repeat.statusCode).toBe(304);
    });

    it.each([
      ['page=abc', 'page', 'page must be a whole number, 1 or more.'],
      ['page=0', 'page', 'page must be a whole number, 1 or more.'],
      ['page=1.5', 'page', 'page must be a whole number, 1 or more.'],
      ['page=1&size=0', 'size', 'size must be a whole number from 1 to 100.'],
      ['page=1&size=500', 'size', 'size must be a whole number from 1 to 100.'],
    ])('answers 400 with a plain message for bad paging (%s)', async (query, field, message) => {
      const response = await t.inject({ method: 'GET', url: `/api/v1/public-news?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message, errors: [{ field, message }] });
    });
  });

  describe('GET /public-news/:id', () => {
    it('answers 400 with a plain message for an id longer than any id', async () => {
      const response = await t.inject({ method: 'GET', url: `/api/v1/public-news/${'x'.repeat(65)}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'The id must be 1 to 64 characters long.', errors: [{ field: 'id' }] });
    });

    it('shows a published item', async () => {
      const response = await t.inject({ method: 'GET', url: `/api/v1/public-news/${published.id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().title).toBe('Published story');
    });

    it('answers 404 for anything not published', async () => {
      for (const hidden of [pending, scheduled, rejected, archived]) {
        const response = await t.inject({ method: 'GET', url: `/api/v1/public-news/${hidden.id}` });
        expect(response.statusCode).toBe(404);
      }
    });
  });

  describe('GET /search-by-month-news', () => {
    it('finds published items by the month of their publication date', async () => {
      expect(await publicIds('/api/v1/search-by-month-news?month=3&year=2023')).toEqual([old.id]);
      expect(await publicIds('/api/v1/search-by-month-news?month=4&year=2023')).toEqual([]);
      const { month, year } = wallTimeOf(new Date(), t.config.timeZone);
      const ids = await publicIds(`/api/v1/search-by-month-news?month=${month}&year=${year}`);
      expect(ids).toContain(published.id);
      expect(ids).not.toContain(pending.id);
    });

    it.each([
      ['month=13&year=2023', 'Month must be between 1 and 12.'],
      ['month=0&year=2023', 'Month must be between 1 and 12.'],
      ['month=x&year=2023', 'Month must be between 1 and 12.'],
      ['month=1&year=1999', `Year must be between 2000 and ${schoolYear}.`],
      [`month=1&year=${schoolYear + 1}`, `Year must be between 2000 and ${schoolYear}.`],
    ])('refuses %s with 400', async (query, message) => {
      const response = await t.inject({ method: 'GET', url: `/api/v1/search-by-month-news?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    });
  });

  describe('views', () => {
    it('counts each viewer once per 24 hours, by address and Visitor-Id, whatever viewerIp says', async () => {
      const news = await createPublishedNews(t);
      const view = (visitorId: string, viewerIp: string) =>
        t.inject({ method: 'POST', url: `/api/v1/view-news/${news.id}?viewerIp=${viewerIp}`, headers: { 'visitor-id': visitorId } });
      expect((await view('visitor-a', '1.1.1.1')).json()).toEqual({ views: 1, counted: true });
      expect((await view('visitor-a', '2.2.2.2')).json()).toEqual({ views: 1, counted: false });
      expect((await view('visitor-b', '1.1.1.1')).json()).toEqual({ views: 2, counted: true });
      const count = await t.inject({ method: 'GET', url: `/api/v1/news/views/${news.id}` });
      expect(count.json()).toBe(2);
    });

    it('does not count views of unpublished items', async () => {
      expect((await t.inject({ method: 'POST', url: `/api/v1/view-news/${pending.id}` })).statusCode).toBe(404);
      expect((await t.inject({ method: 'GET', url: `/api/v1/news/views/${pending.id}` })).statusCode).toBe(404);
      expect((await t.inject({ method: 'GET', url: `/api/v1/news/views/${pending.id}`, headers: bearer(author.token) })).json()).toBe(0);
    });

    it("hides the views of another author's unpublished item, as the item itself is hidden", async () => {
      const other = await t.createUser('AUTHOR');
      const response = await t.inject({ method: 'GET', url: `/api/v1/news/views/${pending.id}`, headers: bearer(other.token) });
      expect(response.statusCode).toBe(404);
      const admin = await t.inject({ method: 'GET', url: `/api/v1/news/views/${pending.id}`, headers: bearer(await t.adminToken()) });
      expect(admin.json()).toBe(0);
    });
  });

  describe('GET /fuzzy-search-news', () => {
    it('finds published items despite a typo, and never unpublished ones for the public', async () => {
      const ids = await publicIds('/api/v1/fuzzy-search-news?query=pubished');
      expect(ids).toContain(published.id);
      const storyIds = await publicIds('/api/v1/fuzzy-search-news?query=story');
      for (const hidden of [pending, scheduled, rejected, archived]) expect(storyIds).not.toContain(hidden.id);
    });

    it('lets an ADMIN search every status', async () => {
      const response = await t.inject({
        method: 'GET',
        url: '/api/v1/fuzzy-search-news?query=pending%20story',
        headers: bearer(await t.adminToken()),
      });
      expect((response.json() as News[]).map((item) => item.id)).toContain(pending.id);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('answers 400 with a plain message for a search longer than 200 characters', async () => {
      const response = await t.inject({ method: 'GET', url: `/api/v1/fuzzy-search-news?query=${'a'.repeat(201)}` });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The search can be at most 200 characters long.');
    });

    it('gives each result a snippet of its body with the matched words as ranges, as plain text', async () => {
      const story = await approveNews(
        t,
        (await createNews(t, author.token, { title: 'Choir concert', content: 'The <b>choir</b> sang at the Ñino festival.' })).id,
      );
      const [found] = (await t.inject({ method: 'GET', url: '/api/v1/fuzzy-search-news?query=nino%20choir' })).json() as News[];
      expect(found.id).toBe(story.id);
      const snippet = found.snippet!;
      expect(snippet.text).toBe('The <b>choir</b> sang at the Ñino festival.');
      expect(snippet.marks.map(({ start, end }) => snippet.text.slice(start, end))).toEqual(['choir', 'Ñino']);
    });
  });

  describe('GET /search-suggestions', () => {
    it('gives up to 8 titles of published items only, for words typed so far', async () => {
      for (let index = 0; index < 9; index += 1) await approveNews(t, (await createNews(t, author.token, { title: `Quizbee round ${index}` })).id);
      await createNews(t, author.token, { title: 'Quizbee pending round' });
      const response = await t.inject({ method: 'GET', url: '/api/v1/search-suggestions?query=quizb' });
      expect(response.statusCode).toBe(200);
      const titles = (response.json() as { id: string; title: string }[]).map((suggestion) => suggestion.title);
      expect(titles).toHaveLength(8);
      for (const title of titles) expect(title).toMatch(/^Quizbee round \d$/);
      expect(response.headers['cache-control']).toMatch(/public/);
    });

    it('suggests nothing for nothing typed, and never scheduled or unpublished titles', async () => {
      expect((await t.inject({ method: 'GET', url: '/api/v1/search-suggestions?query=%20' })).json()).toEqual([]);
      expect((await t.inject({ method: 'GET', url: '/api/v1/search-suggestions?query=schedul' })).json()).toEqual([]);
      const stories = (await t.inject({ method: 'GET', url: '/api/v1/search-suggestions?query=story' })).json() as { id: string }[];
      expect(stories.map((suggestion) => suggestion.id).sort()).toEqual([published.id, old.id].sort());
    });

    it.each([
      ['', 'Give the text typed so far as query.'],
      [`?query=${'b'.repeat(101)}`, 'The search can be at most 100 characters long.'],
    ])('answers 400 with a clear message for %s', async (query, message) => {
      const response = await t.inject({ method: 'GET', url: `/api/v1/search-suggestions${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', message });
    });
  });
});
