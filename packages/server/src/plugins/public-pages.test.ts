import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_START_SCRIPT, COLOR_SCHEME_SCRIPT, type News } from '@newsroom/shared';
import { bearer, describeEachDatabase } from '../../test/helpers/test-app.js';
import { createPublishedNews } from '../../test/helpers/news-factory.js';
import { builtWebApp } from '../../test/helpers/web-build.js';
import { escapeMarkup } from '../lib/escape-markup.js';
import { storyChanged } from '../services/public-cache/public-cache.js';

/** The real web app with its server bundle (built once per change of its sources, see the helper). */
const webDist = await builtWebApp();

/** Text as it appears in HTML. */
const inHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

const count = (html: string, text: string) => html.split(text).length - 1;

/** What the page carries for the browser to hydrate with. */
function pageData(html: string): { queries: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> } } {
  const json = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('the page carries no data');
  return JSON.parse(json);
}

describeEachDatabase(
  'public pages rendered on the server',
  (t) => {
    const page = (url: string, headers: Record<string, string> = {}) =>
      t.inject({ method: 'GET', url, headers: { host: 'news.school.test', ...headers } });
    let older: News;
    let story: News;

    beforeAll(async () => {
      older = await createPublishedNews(t, { title: 'Older story from the library', description: 'Books, quietly.' });
      story = await createPublishedNews(t, {
        title: 'Robotics team wins "Best Design" <again>',
        // What String.prototype.replace would read as "the match", "before it" and "after it".
        description: "Prize money: $& and $` and $' and $$, all of it for the club.",
        content: 'The team built a sorting robot.\nIt won.',
        category: 'Animo Idol',
      });
    });

    it('sends the home with its stories in the HTML, readable and linked without any script', async () => {
      const response = await page('/');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      const html = response.body;
      const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
      expect(root).toContain('Latest News');
      expect(root).toContain(inHtml(story.title));
      expect(root).toContain(inHtml(story.description));
      expect(root).toContain(`href="/view-news/${story.id}"`);
      expect(root).toContain(`href="/view-news/${older.id}"`);
      expect(root).toContain('href="/category/Animo-Idol"');
      // Rendered, so the "needs JavaScript" notice is gone; the search form submits to the server without script.
      expect(html).not.toContain('<noscript>');
      expect(root).toMatch(/<form[^>]*action="\/"[^>]*method="get"|<form[^>]*method="get"[^>]*action="\/"/);
      // The browser gets the same data to hydrate with, and nothing in it can close its script element.
      const [list] = pageData(html).queries.queries.filter((query) => query.queryKey[0] === 'public-news');
      expect(JSON.stringify(list!.state.data)).toContain(story.id);
      expect(html.slice(html.indexOf('id="page-data">'))).not.toMatch(/<again>/);
    });

    it('keeps a description with $& and $` as it is: the page is not spliced', async () => {
      const html = (await page('/')).body;
      expect(count(html, '<!doctype html>')).toBe(1);
      expect(count(html, '</head>')).toBe(1);
      expect(count(html, '<div id="root">')).toBe(1);
      expect(count(html, '</html>')).toBe(1);
      expect(html.trimEnd().endsWith('</html>')).toBe(true);
      expect(html).toContain(inHtml(story.description));

      const article = (await page(`/view-news/${story.id}`)).body;
      expect(article).toContain(`<meta property="og:description" content="${escapeMarkup(story.description)}" />`);
      expect(article).toContain(`<title>${inHtml(story.title)} · School Newsroom</title>`);
      expect(count(article, '<title>')).toBe(1);
      expect(count(article, '</head>')).toBe(1);
      expect(count(article, '</html>')).toBe(1);
      expect(article).toMatch(/The team built a sorting robot\.<br\/>\s*(<!-- -->)?It won\./);
    });

    it('preloads the first picture in the head and loads the others lazily', async () => {
      const html = (await page('/')).body;
      const head = html.slice(0, html.indexOf('</head>'));
      const newest = story.thumbnail!;
      expect(head).toMatch(
        new RegExp(
          `<link rel="preload" as="image" imageSrcSet="${newest.srcset.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}" imageSizes="[^"]+" fetchPriority="high"/>`,
        ),
      );
      expect(head).not.toContain(older.thumbnail!.srcset);
      const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
      expect(images).toHaveLength(2);
      expect(images[0]).toContain('loading="eager"');
      expect(images[0]).toContain('fetchPriority="high"');
      expect(images[1]).toContain('loading="lazy"');
      for (const image of images) expect(image).toMatch(/ width="\d+" height="\d+"/);
    });

    it("names the article's own styles in its head, so it is styled from the first paint, and starts its script at the reader's first interaction", async () => {
      const article = (await page(`/view-news/${story.id}`)).body;
      const head = article.slice(0, article.indexOf('</head>'));
      expect(head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/article-route-[^"]+\.css">/);
      // No script is fetched before the reader's first interaction: the start script asks for the entry, the entry for the rest.
      expect(article).not.toContain('rel="modulepreload"');
      expect(article).not.toMatch(/<script type="module"/);
      const start = /<script data-src="(\/assets\/index-[^"]+\.js)">([^<]+)<\/script>/.exec(head);
      expect(start?.[2]).toBe(APP_START_SCRIPT);
      expect((await t.app.inject({ url: start![1]! })).statusCode).toBe(200);
    });

    it("puts the page's styles at the end of its head, after the stylesheets whose variables the theme's override, and none in its body", async () => {
      for (const url of ['/', `/view-news/${story.id}`]) {
        const html = (await page(url)).body;
        const head = html.slice(0, html.indexOf('</head>'));
        const lastStylesheet = head.lastIndexOf('<link rel="stylesheet"');
        const theme = head.indexOf('<style id="theme-css">');
        expect(lastStylesheet, url).toBeGreaterThan(0);
        expect(theme, url).toBeGreaterThan(lastStylesheet);
        expect(head.slice(theme), url).toContain('--mantine-color-newsroom-7: #00853f');
        expect(head.slice(theme), url).toContain('.mantine-hidden-from-sm {display: none !important;}');
        expect(html.slice(html.indexOf('</head>')), url).not.toContain('<style');
      }
      // The home's card grid: the columns Mantine works out for it, in the head, for the class the grid carries.
      const home = (await page('/')).body;
      const gridStyle = /<style data-precedence="mantine" data-href="[^"]+">(\.(__m__-[^{]+)\{[^<]*--sg-cols:1[^<]*)<\/style>/.exec(home);
      expect(gridStyle?.[1]).toContain(`@media(min-width: 48em){.${gridStyle![2]}{--sg-cols:2;}}`);
      expect(home.slice(home.indexOf('<div id="root">'))).toMatch(new RegExp(`class="[^"]*mantine-SimpleGrid-root ${gridStyle![2]}"`));
    });

    it("gives the share links the article's full address in the server's page, so they work before the app starts and without script", async () => {
      const html = (await page(`/view-news/${story.id}`)).body;
      const address = encodeURIComponent(`http://news.school.test/view-news/${story.id}`);
      expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${address}" target="_blank" rel="noopener noreferrer"`);
      expect(html).toContain(`href="https://x.com/intent/tweet?text=${encodeURIComponent(story.title)}&amp;url=${address}" target="_blank"`);
      // The address the reader reached the site by, as in the link preview; the cache keeps one page per origin.
      const elsewhere = (await page(`/view-news/${story.id}`, { host: 'other.school.test' })).body;
      expect(elsewhere).toContain(`?u=${encodeURIComponent(`http://other.school.test/view-news/${story.id}`)}"`);
    });

    it('allows exactly its inline scripts in its Content Security Policy', async () => {
      const answer = await page('/');
      const scripts = [...answer.body.matchAll(/<script(?: data-src="[^"]*")?>([^<]+)<\/script>/g)].map(([, text]) => text!);
      expect(scripts).toEqual([COLOR_SCHEME_SCRIPT, APP_START_SCRIPT]);
      const policy = String(answer.headers['content-security-policy']);
      for (const script of scripts) expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    });

    it('leaves out the window-isolation headers on public pages, first render and cached alike, and keeps them on the back office', async () => {
      for (const url of ['/?isolation=1', '/?isolation=1', `/view-news/${story.id}`]) {
        const answer = await page(url);
        expect(answer.statusCode).toBe(200);
        expect(answer.headers['cross-origin-opener-policy'], url).toBeUndefined();
        expect(answer.headers['origin-agent-cluster'], url).toBeUndefined();
        expect(answer.headers['content-security-policy'], url).toContain("script-src 'self'");
      }
      const login = await page('/login');
      expect(login.headers['cross-origin-opener-policy']).toBe('same-origin');
      // hls.js plays through a blob: media source, fetches playlists itself and demuxes in a blob: worker: the back
      // office's preview of a pending video, and every browser without native HLS on an article.
      const article = await page(`/view-news/${story.id}`);
      for (const policy of [login, article].map((answer) => String(answer.headers['content-security-policy']))) {
        for (const directive of ["media-src 'self' blob:;", "connect-src 'self';", "worker-src 'self' blob:;"]) expect(policy).toContain(directive);
      }
      expect(login.headers['origin-agent-cluster']).toBe('?1');
    });

    it('serves the shell of a page the browser renders with its module script as built', async () => {
      const shell = (await page('/login')).body;
      expect(shell).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
      expect(shell).not.toContain(APP_START_SCRIPT);
    });

    it('answers a second request from the cache, and renders anew after a write', async () => {
      await page('/?cache-test=1');
      // Changed behind the cache's back: only a render would show it.
      await t.app.db.updateTable('news').set({ title: 'Renamed quietly' }).where('id', '=', older.id).execute();
      const cached = await page('/?cache-test=1');
      expect(cached.body).toContain('Older story from the library');
      expect(cached.body).not.toContain('Renamed quietly');
      const notModified = await page('/?cache-test=1', { 'if-none-match': String(cached.headers.etag) });
      expect(notModified.statusCode).toBe(304);

      // What the story's real write names: the lists, and the story, whose kept answer (story-answers.ts) goes with it.
      t.app.publicCache.invalidate(storyChanged(older.id));
      const fresh = await page('/?cache-test=1');
      expect(fresh.body).toContain('Renamed quietly');
      expect(fresh.headers.etag).not.toBe(cached.headers.etag);
      await t.app.db.updateTable('news').set({ title: 'Older story from the library' }).where('id', '=', older.id).execute();
      t.app.publicCache.invalidate(storyChanged(older.id));
    });

    it('keeps no page rendered for a signed-in caller', async () => {
      const signedIn = await page('/?signed-in=1', bearer(await t.adminToken()));
      expect(signedIn.statusCode).toBe(200);
      expect(t.app.publicCache.get('http://news.school.test/?signed-in=1')).toBeUndefined();
    });

    it('renders search results from the address', async () => {
      const text = (await page(`/?q=${encodeURIComponent('robotics')}`)).body;
      expect(text).toContain('<title>Search results · School Newsroom</title>');
      expect(text).toContain(inHtml(story.title));
      const now = new Date();
      const month = (await page(`/?month=${now.getUTCMonth() + 1}&year=${now.getUTCFullYear()}`)).body;
      expect(month).toContain('Search results');
      expect(month).toContain(inHtml(story.title));
    });

    it('renders a category page, and answers 404 with the not-found view for what does not exist', async () => {
      const category = await page('/category/animo-idol');
      expect(category.statusCode).toBe(200);
      expect(category.body).toContain('<title>Animo Idol · School Newsroom</title>');
      expect(category.body).toContain(inHtml(story.title));
      expect(category.body).not.toContain(inHtml(older.title));

      const missingCategory = await page('/category/No-Such-Section');
      expect(missingCategory.statusCode).toBe(404);
      expect(missingCategory.body).toContain('Category not found.');

      const missingStory = await page('/view-news/no-such-story');
      expect(missingStory.statusCode).toBe(404);
      expect(missingStory.body).toContain('<title>Article not found · School Newsroom</title>');
      expect(missingStory.body).toContain('This article does not exist or is not published yet.');
      expect(t.app.publicCache.get('http://news.school.test/view-news/no-such-story')).toBeUndefined();
    });

    describe('static files', () => {
      it('sends scripts precompressed with brotli or gzip, cached for a year, and never compressed twice', async () => {
        const html = (await page('/login')).body;
        const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html)![1]!;
        const file = path.join(webDist, script);
        const brotli = await page(script, { 'accept-encoding': 'gzip, deflate, br' });
        expect(brotli.statusCode).toBe(200);
        expect(brotli.headers['content-encoding']).toBe('br');
        expect(brotli.headers['content-type']).toMatch(/javascript/);
        expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(brotli.rawPayload.equals(fs.readFileSync(`${file}.br`))).toBe(true);
        const gzip = await page(script, { 'accept-encoding': 'gzip' });
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gzip.rawPayload.equals(fs.readFileSync(`${file}.gz`))).toBe(true);
        const plain = await page(script);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.rawPayload.equals(fs.readFileSync(file))).toBe(true);
      });

      it('never serves the server bundle', async () => {
        expect(fs.existsSync(path.join(`${webDist}-ssr`, 'entry-server.js'))).toBe(true);
        for (const url of ['/entry-server.js', '/dist-ssr/entry-server.js', '/../dist-ssr/entry-server.js', '/%2e%2e/dist-ssr/entry-server.js']) {
          const response = await page(url);
          expect(response.statusCode, url).toBe(404);
          expect(response.body, url).not.toContain('renderToPipeableStream');
        }
      });
    });
  },
  { WEB_DIST_DIR: webDist, TIME_ZONE: 'UTC' },
);
