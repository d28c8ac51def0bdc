/**
 * The HTML the server sends validates (html-validate, with the repository's .htmlvalidate.json): every kind of page it
 * renders, filled with what those pages show, in both languages, and the plain shell of a page the browser renders.
 * The markup does not depend on the database, so this runs on SQLite only.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { TestApp } from '../../test/helpers/test-app.js';
import { approveNews, createNews, pngImage } from '../../test/helpers/news-factory.js';
import { builtWebApp } from '../../test/helpers/web-build.js';

/** The real web app with its server bundle (built once per change of its sources, see the helper). */
const webDist = await builtWebApp();

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
/** Finds .htmlvalidate.json from the file name each page is validated under: the repository's root. */
const validator = new HtmlValidate(new FileSystemConfigLoader());

/** One line per problem, naming the rule, the place and the element, so a failure says what to fix. */
async function problemsIn(html: string): Promise<string[]> {
  const report = await validator.validateString(html, path.join(repositoryRoot, 'page.html'));
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) => `${message.ruleId} at ${message.line}:${message.column}: ${message.message} (${message.selector ?? 'document'})`,
    ),
  );
}

const languages = [
  { name: 'English', lang: 'en', headers: {} },
  { name: 'Filipino', lang: 'fil', headers: { cookie: 'language=fil' } },
];

/** Each page, with what it must show for its validation to mean something. */
interface PublicPage {
  url: string;
  status: number;
  shows: (string | RegExp)[];
  /** What the page must not hold. */
  hides?: string[];
}

const pageNames = [
  'home',
  'category',
  'article with a gallery and comments',
  'article with a video',
  'author',
  "missing story's not-found",
  'shell of a page the browser renders',
] as const;

describe('the HTML of the pages the server sends', () => {
  const t = new TestApp('sqlite', { WEB_DIST_DIR: webDist, TIME_ZONE: 'UTC' });
  let pages: Record<(typeof pageNames)[number], PublicPage>;

  beforeAll(async () => {
    await t.start();
    const { token } = await t.createUser('AUTHOR', { fullname: 'Maria Santos' });
    const photos = [await pngImage(80, 50, { r: 20, g: 120, b: 60 }), await pngImage(80, 50, { r: 20, g: 60, b: 120 })];
    const withPhotos = await approveNews(t, (await createNews(t, token, { title: 'Science fair winners', category: 'Animo Idol' }, { photos })).id);
    const video = { title: 'Energy talk', embedYoutubeUrl: 'https://www.youtube.com/embed/aqz-KE-bpKQ' };
    const withVideo = await approveNews(t, (await createNews(t, token, video, { thumbnail: null })).id);
    // The newsletter's compact form, rendered with the page: in the footer of each, and at the end of an article.
    const subscribeForm = ['action="/subscribe"', 'name="email"'];
    pages = {
      home: { url: '/', status: 200, shows: [withPhotos.title, withVideo.title, ...subscribeForm] },
      category: { url: '/category/Animo-Idol', status: 200, shows: [withPhotos.title] },
      // The comments themselves load in the browser; the server's page has their heading and the form.
      'article with a gallery and comments': {
        url: `/view-news/${withPhotos.id}`,
        status: 200,
        shows: [withPhotos.title, 'aria-roledescription="carousel"', 'id="comments-heading"', 'autoComplete="email"', ...subscribeForm],
      },
      // The video waits behind its play button (issue 27): no YouTube frame in the page until the reader presses it.
      'article with a video': {
        url: `/view-news/${withVideo.id}`,
        status: 200,
        shows: [withVideo.title, new RegExp(`<button type="button"[^>]* aria-label="[^"]*: ${withVideo.title}"`)],
        hides: ['<iframe', 'src="https://i.ytimg.com', 'src="https://www.youtube'],
      },
      author: { url: `/author/${withPhotos.authorId}`, status: 200, shows: ['Maria Santos', withPhotos.title] },
      "missing story's not-found": { url: '/view-news/no-such-story', status: 404, shows: ['<main id="main-content"'] },
      'shell of a page the browser renders': { url: '/login', status: 200, shows: ['<div id="root"></div>'] },
    };
  });
  afterAll(() => t.stop());

  describe.each(languages)('in $name', ({ lang, headers }) => {
    it.each(pageNames)('the %s validates', async (name) => {
      const { url, status, shows, hides = [] } = pages[name];
      const response = await t.inject({ method: 'GET', url, headers: { host: 'news.school.test', ...headers } });
      expect(response.statusCode).toBe(status);
      expect(response.body).toContain(`<html lang="${lang}"`);
      for (const text of shows) expect(response.body).toMatch(text);
      for (const text of hides) expect(response.body).not.toContain(text);
      expect(await problemsIn(response.body)).toEqual([]);
    });
  });
});
