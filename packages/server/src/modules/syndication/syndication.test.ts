import { beforeAll, describe, expect, it } from 'vitest';
import type { News } from '@newsroom/shared';
import { describeEachDatabase } from '../../../test/helpers/test-app.js';
import { approveNews, createNews } from '../../../test/helpers/news-factory.js';

/** The text of every `<name>` element in the document, in order. */
const texts = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((match) => match[1]!);

describeEachDatabase('syndication', (t) => {
  const get = (url: string) => t.inject({ method: 'GET', url, headers: { host: 'news.school.test' } });
  let older: News;
  let newer: News;
  let pending: News;
  let scheduled: News;

  beforeAll(async () => {
    const { token } = await t.createUser('AUTHOR');
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const first = await createNews(t, token, {
      title: 'Glee club <sings> "live" & loud',
      description: 'Tickets & times inside.',
      category: 'Animo Idol',
    });
    older = await approveNews(t, first.id, daysAgo(2));
    const second = await createNews(t, token, { title: 'Newer story' });
    newer = await approveNews(t, second.id, daysAgo(1));
    pending = await createNews(t, token, { title: 'Pending secret' });
    const future = await createNews(t, token, { title: 'Scheduled secret' });
    scheduled = await approveNews(t, future.id, new Date(Date.now() + 86_400_000).toISOString());
  });

  describe('GET /feed.xml', () => {
    it('lists published stories newest first, with absolute links, escaped text and their pictures', async () => {
      const response = await get('/feed.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(response.headers['cache-control']).toMatch(/^public/);
      const xml = response.body;
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
      expect(texts(xml, 'title')).toEqual(['School Newsroom', 'Newer story', 'Glee club &lt;sings&gt; &quot;live&quot; &amp; loud']);
      expect(texts(xml, 'link')).toEqual([
        'http://news.school.test/',
        `http://news.school.test/view-news/${newer.id}`,
        `http://news.school.test/view-news/${older.id}`,
      ]);
      expect(texts(xml, 'description')).toContain('Tickets &amp; times inside.');
      expect(texts(xml, 'category')).toContain('Animo Idol');
      expect(texts(xml, 'pubDate')[1]).toBe(new Date(older.publicationDate!).toUTCString());
      expect(xml).toContain(`<media:content url="http://news.school.test${older.thumbnail!.url}" type="image/webp" medium="image" />`);
      expect(xml).toContain('<atom:link href="http://news.school.test/feed.xml" rel="self" type="application/rss+xml" />');
    });

    it('never shows what is not published', async () => {
      const xml = (await get('/feed.xml')).body;
      expect(xml).not.toContain('secret');
      expect(xml).not.toContain(pending.id);
      expect(xml).not.toContain(scheduled.id);
    });
  });

  describe('GET /sitemap.xml', () => {
    it('lists the home page, every category and every published story with its last change', async () => {
      const response = await get('/sitemap.xml');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      const locations = texts(response.body, 'loc');
      expect(locations[0]).toBe('http://news.school.test/');
      expect(locations).toContain('http://news.school.test/category/Animo-Idol');
      expect(locations).toContain(`http://news.school.test/view-news/${older.id}`);
      expect(locations).toContain(`http://news.school.test/view-news/${newer.id}`);
      expect(locations.some((location) => location.includes(pending.id) || location.includes(scheduled.id))).toBe(false);
      expect(texts(response.body, 'lastmod')).toContain(older.updatedAt);
    });
  });

  describe('GET /robots.txt', () => {
    it('keeps crawlers out of the API and points them to the sitemap', async () => {
      const response = await get('/robots.txt');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('User-agent: *\nDisallow: /api/\nSitemap: http://news.school.test/sitemap.xml\n');
    });
  });
});
