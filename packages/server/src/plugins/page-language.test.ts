import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/helpers/test-app.js';
import { createPublishedNews } from '../../test/helpers/news-factory.js';
import { builtWebApp } from '../../test/helpers/web-build.js';
import { cacheTags } from '../services/public-cache/public-cache.js';

/** The real web app with its server bundle (built once per change of its sources, see the helper). */
const webDist = await builtWebApp();

const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));

describeEachDatabase(
  "pages in the reader's language",
  (t) => {
    const page = (url: string, headers: Record<string, string> = {}) =>
      t.inject({ method: 'GET', url, headers: { host: 'news.school.test', ...headers } });

    beforeAll(async () => {
      const story = await createPublishedNews(t, { title: 'Foundation week' });
      await t.app.db.updateTable('news').set({ publication_date: '2026-01-05T12:00:00.000Z' }).where('id', '=', story.id).execute();
      t.app.publicCache.invalidate([cacheTags.newsLists]);
    });

    it('renders a page in Filipino for the cookie or Accept-Language, names the catalogs it used, and English otherwise', async () => {
      const english = await page('/');
      expect(english.body).toContain('<html lang="en"');
      expect(rootOf(english.body)).toContain('Search news');

      const filipinoReaders: Record<string, string>[] = [{ cookie: 'language=fil' }, { 'accept-language': 'fil-PH,fil;q=0.9,en;q=0.8' }];
      for (const headers of filipinoReaders) {
        const filipino = await page('/', headers);
        expect(filipino.statusCode).toBe(200);
        expect(filipino.body).toContain('<html lang="fil"');
        const root = rootOf(filipino.body);
        expect(root).toContain('Maghanap ng balita');
        expect(root).not.toContain('Search news');
        // The switch marks Filipino from the first paint.
        expect(root).toMatch(/<input[^>]*value="fil"[^>]*checked|<input[^>]*checked[^>]*value="fil"/);
        // The browser loads these catalogs before hydrating.
        expect(filipino.body).toMatch(/<meta name="newsroom-namespaces" content="[^"]*\bnews\b[^"]*">/);
      }
    });

    it("keeps one copy of a page per language, never serving one reader's language to another", async () => {
      await page('/?kept=1');
      const filipino = await page('/?kept=1', { cookie: 'language=fil' });
      expect(filipino.body).toContain('<html lang="fil"');
      const english = await page('/?kept=1', { cookie: 'language=en', 'accept-language': 'fil' });
      expect(english.body).toContain('<html lang="en"');
      expect(english.headers.etag).not.toBe(filipino.headers.etag);
      // The fast path (straight from the cache to the socket) tells them apart too.
      const again = await page('/?kept=1', { cookie: 'language=fil' });
      expect(again.body).toContain('<html lang="fil"');
      expect(again.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
      expect(english.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    });

    it("writes dates in the reader's language", async () => {
      expect(rootOf((await page('/?dates=1', { cookie: 'language=fil' })).body)).toContain('Enero 5, 2026');
      expect(rootOf((await page('/?dates=1')).body)).toContain('January 5, 2026');
    });

    it('sends the shell of a page the browser renders with the language in <html lang>', async () => {
      const shell = await page('/login', { 'accept-language': 'tl' });
      expect(shell.body).toContain('<html lang="fil"');
      expect(shell.headers.vary).toContain('Accept-Language');
      expect((await page('/login')).body).toContain('<html lang="en"');
    });
  },
  { WEB_DIST_DIR: webDist, TIME_ZONE: 'UTC' },
);
