import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { News } from '@newsroom/shared';
import { bearer, describeEachDatabase } from '../../test/helpers/test-app.js';
import { approveNews, createNews, createPublishedNews } from '../../test/helpers/news-factory.js';

/** A built web app as Vite writes it: the shell and one hashed asset. */
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-web-dist-'));
fs.mkdirSync(path.join(webDist, 'assets'));
fs.writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")');
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="News and videos from our school" />
    <meta name="theme-color" content="#00853f" />
    <title>School Newsroom</title>
    <script type="module" src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`,
);

/** The content of a meta tag in the page, by property or name; null when it is absent. */
function meta(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match ? match[1]! : null;
}

describeEachDatabase(
  'the web app shell',
  (t) => {
    const page = (url: string) => t.inject({ method: 'GET', url, headers: { host: 'news.school.test' } });

    it('serves the shell for client routes, hashed assets with a year of cache, and JSON 404s under /api', async () => {
      const shell = await page('/login');
      expect(shell.statusCode).toBe(200);
      expect(shell.headers['cache-control']).toBe('no-cache');
      expect(shell.body).toContain('<div id="root"></div>');
      const asset = await page('/assets/index-abc123.js');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const api = await page('/api/v1/no-such-thing');
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ statusCode: 404 });
    });

    describe('link previews of an article', () => {
      let photoStory: News;
      let videoStory: News;

      beforeAll(async () => {
        photoStory = await createPublishedNews(t, {
          title: 'Robotics team wins "Best Design" <again>',
          description: 'The team & its coach won in Batangas.',
          category: 'Animo Idol',
        });
        const { token } = await t.createUser('AUTHOR');
        const video = await createNews(
          t,
          token,
          { title: 'Foundation day in video', embedYoutubeUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ' },
          { thumbnail: null },
        );
        videoStory = await approveNews(t, video.id);
      });

      it("carries the published item's title, description, picture and address, escaped", async () => {
        const response = await page(`/view-news/${photoStory.id}`);
        expect(response.statusCode).toBe(200);
        const html = response.body;
        expect(html).toContain('<title>Robotics team wins &quot;Best Design&quot; &lt;again&gt; · School Newsroom</title>');
        expect(html).not.toContain('<again>');
        expect(meta(html, 'og:title')).toBe('Robotics team wins &quot;Best Design&quot; &lt;again&gt;');
        expect(meta(html, 'og:description')).toBe('The team &amp; its coach won in Batangas.');
        expect(meta(html, 'description')).toBe('The team &amp; its coach won in Batangas.');
        expect(html.match(/<meta name="description"/g)).toHaveLength(1);
        expect(meta(html, 'og:url')).toBe(`http://news.school.test/view-news/${photoStory.id}`);
        expect(meta(html, 'og:image')).toBe(`http://news.school.test${photoStory.thumbnail!.url}`);
        expect(meta(html, 'og:image:width')).toBe('64');
        expect(meta(html, 'og:image:height')).toBe('48');
        expect(meta(html, 'og:site_name')).toBe('School Newsroom');
        expect(meta(html, 'article:section')).toBe('Animo Idol');
        expect(meta(html, 'article:published_time')).toBe(photoStory.publicationDate);
        expect(meta(html, 'twitter:card')).toBe('summary_large_image');
        expect(meta(html, 'og:type')).toBe('article');
        // The app itself is untouched.
        expect(html).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
      });

      it("shows YouTube's still for a video story", async () => {
        const html = (await page(`/view-news/${videoStory.id}`)).body;
        expect(meta(html, 'og:image')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
      });

      it('tells nothing of an item that is not published, or not there: the plain shell', async () => {
        const { token } = await t.createUser('AUTHOR');
        const pending = await createNews(t, token, { title: 'Secret pending story' });
        const scheduled = await createNews(t, token, { title: 'Secret scheduled story' });
        await approveNews(t, scheduled.id, new Date(Date.now() + 86_400_000).toISOString());
        for (const url of [`/view-news/${pending.id}`, `/view-news/${scheduled.id}`, '/view-news/no-such-item', '/view-news/%25E0%25A4']) {
          const response = await page(url);
          expect(response.statusCode, url).toBe(200);
          expect(response.body, url).not.toContain('Secret');
          expect(meta(response.body, 'og:title'), url).toBeNull();
          expect(response.body, url).toContain('<title>School Newsroom</title>');
        }
        // A malformed address is the client's mistake, answered before any lookup.
        expect((await page('/view-news/%E0%A4%A')).statusCode).toBe(400);
        expect((await page('/view-news/%E0%A4')).statusCode).toBe(400);
        // The author still reads it through the API.
        expect((await t.inject({ method: 'GET', url: `/api/v1/news/${pending.id}`, headers: bearer(token) })).statusCode).toBe(200);
      });
    });

    describe('link previews of a category', () => {
      it("carries the section's name and description", async () => {
        const html = (await page('/category/Animo-Idol')).body;
        expect(html).toContain('<title>Animo Idol · School Newsroom</title>');
        expect(meta(html, 'og:type')).toBe('website');
        expect(meta(html, 'og:title')).toBe('Animo Idol');
        expect(meta(html, 'og:description')).toBeTruthy();
        expect(meta(html, 'og:url')).toBe('http://news.school.test/category/Animo-Idol');
        expect(meta(html, 'og:image')).toBeNull();
        expect(meta(html, 'twitter:card')).toBe('summary');
      });

      it('gives an unknown category the plain shell', async () => {
        const html = (await page('/category/No-Such-Section')).body;
        expect(meta(html, 'og:title')).toBeNull();
        expect(html).toContain('<title>School Newsroom</title>');
      });

      it("colours the browser's bar with the site's accent colour, changed at once", async () => {
        expect(meta((await page('/category/Animo-Idol')).body, 'theme-color')).toBe('#00853f');
        const changed = await t.inject({
          method: 'PUT',
          url: '/api/v1/settings',
          headers: bearer(await t.adminToken()),
          payload: { siteName: 'School Newsroom', tagline: '', accentColor: '#1d4ed8', footerText: '', links: {} },
        });
        expect(changed.statusCode).toBe(200);
        expect(meta((await page('/category/Animo-Idol')).body, 'theme-color')).toBe('#1d4ed8');
        expect(meta((await page('/login')).body, 'theme-color')).toBe('#1d4ed8');
      });
    });
  },
  { WEB_DIST_DIR: webDist },
);
