import { beforeAll, expect, it } from 'vitest';
import type { News } from '@newsroom/shared';
import { describeEachDatabase } from '../../test/helpers/test-app.js';
import { approveNews, createNews } from '../../test/helpers/news-factory.js';
import { builtWebApp } from '../../test/helpers/web-build.js';
import { lastDays } from '../lib/calendar-days.js';
import { cacheTags } from '../services/public-cache/public-cache.js';

/** The real web app with its server bundle (built once per change of its sources, see the helper). */
const webDist = await builtWebApp();

/** The markup of the app's root element: what the server rendered, without the data carried for the browser. */
const rendered = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

describeEachDatabase(
  'author pages, most read and the article end, rendered on the server',
  (t) => {
    const page = (url: string) => t.inject({ method: 'GET', url, headers: { host: 'news.school.test' } });
    let author: Awaited<ReturnType<typeof t.createUser>>;
    let story: News;
    let older: News;

    beforeAll(async () => {
      author = await t.createUser('AUTHOR', { fullname: 'Rosa Dimaculangan' });
      older = await approveNews(t, (await createNews(t, author.token, { title: 'Canteen opens a salad bar' })).id, '2025-05-01T00:00:00.000Z');
      story = await approveNews(t, (await createNews(t, author.token, { title: 'Chess club wins the regional tournament' })).id);
    });

    it("renders an author's page with the author's name and stories in the HTML, newest first", async () => {
      const response = await page(`/author/${author.user.id}`);
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(html).toContain('<title>Rosa Dimaculangan · School Newsroom</title>');
      expect(html).toContain('<meta property="og:title" content="Rosa Dimaculangan" />');
      expect(html).toContain('<meta property="og:description" content="Stories by Rosa Dimaculangan" />');
      const root = rendered(html);
      expect(root).toContain('Stories by Rosa Dimaculangan');
      expect(root.indexOf(`href="/view-news/${story.id}"`)).toBeGreaterThan(-1);
      expect(root.indexOf(`href="/view-news/${story.id}"`)).toBeLessThan(root.indexOf(`href="/view-news/${older.id}"`));
    });

    it('answers 404 with the not-found view for an author without published stories, and keeps no copy of it', async () => {
      const writer = await t.createUser('AUTHOR');
      await createNews(t, writer.token, { title: 'Still a draft' });
      for (const id of [writer.user.id, 'no-such-author']) {
        const response = await page(`/author/${id}`);
        expect(response.statusCode).toBe(404);
        expect(response.body).toContain('<title>Author not found · School Newsroom</title>');
        expect(response.body).toContain('This author does not exist or has no published stories yet.');
        expect(t.app.publicCache.get(`http://news.school.test/author/${id}`)).toBeUndefined();
      }
    });

    it("ends the article with the byline's link, the share buttons and a place for related stories loaded afterwards", async () => {
      const root = rendered((await page(`/view-news/${story.id}`)).body);
      expect(root).toContain(`href="/author/${author.user.id}"`);
      expect(root).toContain('Share on Facebook');
      expect(root).toContain('Copy link');
      expect(root).toContain('Related stories');
      // Loaded in the browser: the article's HTML carries none of them.
      expect(root).not.toContain(`href="/view-news/${older.id}"`);
    });

    it("puts the week's most read stories on the home, in the HTML", async () => {
      const [today] = lastDays(1, new Date(), t.config.timeZone);
      await t.app.db.insertInto('news_daily_views').values({ news_id: older.id, day: today!, views: 12 }).execute();
      t.app.publicCache.invalidate([cacheTags.newsLists]);
      const root = rendered((await page('/')).body);
      expect(root).toContain('Most read this week');
      const mostRead = root.slice(root.indexOf('Most read this week'), root.indexOf('</aside>'));
      expect(mostRead).toContain(`href="/view-news/${older.id}"`);
      expect(mostRead).toContain('12 views');
      // Not on a search's results.
      expect(rendered((await page('/?q=chess')).body)).not.toContain('Most read this week');
    });
  },
  { WEB_DIST_DIR: webDist, TIME_ZONE: 'UTC' },
);
