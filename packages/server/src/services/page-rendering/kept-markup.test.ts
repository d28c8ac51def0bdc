/**
 * The parts of a page the web app's server render keeps and reuses (web lib/kept-markup.tsx: the header, the footer,
 * the forms and sections under an article) make every page byte for byte what a render of the whole page makes: a
 * run of different pages, in both languages, each rendered from the kept parts and then in full. A part that showed a
 * page's own data, or a key that left out what a part shows, would make some page here differ. The markup does not
 * depend on the database, so this runs on SQLite only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language, PageRenderer, RenderedPage } from '@newsroom/shared';
import { TestApp } from '../../../test/helpers/test-app.js';
import { approveNews, createNews, pngImage } from '../../../test/helpers/news-factory.js';
import { builtWebApp } from '../../../test/helpers/web-build.js';
import { inProcessFetch, loadServerBundle, serverBundleFileOf } from './server-bundle.js';

const webDist = await builtWebApp();

/** The page as the browser gets it; the data's own moments of loading are the only bytes two renders may differ in. */
function comparable(page: RenderedPage | null) {
  return page && { ...page, data: page.data.replace(/"(dataUpdatedAt|errorUpdatedAt|dehydratedAt)":\d+/g, '"$1":0') };
}

describe('kept markup in server renders', () => {
  const t = new TestApp('sqlite', { WEB_DIST_DIR: webDist, TIME_ZONE: 'UTC' });
  let renderer: PageRenderer;
  let urls: string[];

  beforeAll(async () => {
    await t.start();
    renderer = (await loadServerBundle(serverBundleFileOf(webDist)))!;
    const { token } = await t.createUser('AUTHOR', { fullname: 'Maria Santos' });
    const photos = [await pngImage(80, 50, { r: 20, g: 120, b: 60 })];
    const withPhotos = await approveNews(
      t,
      (await createNews(t, token, { title: 'Science fair winners', category: 'Animo Idol', content: 'Plain words.\nOn two lines.' }, { photos })).id,
    );
    const markdown = await approveNews(
      t,
      (await createNews(t, token, { title: 'Sports day', category: 'AniModel', content: '## Results\n\n- **Gold**: *Blue team*\n- Silver' })).id,
    );
    const video = await approveNews(
      t,
      (await createNews(t, token, { title: 'Energy talk', embedYoutubeUrl: 'https://www.youtube.com/embed/aqz-KE-bpKQ' }, { thumbnail: null })).id,
    );
    urls = [
      '/',
      `/view-news/${withPhotos.id}`,
      '/category/Animo-Idol',
      `/view-news/${markdown.id}`,
      '/category/AniModel',
      `/view-news/${video.id}`,
      `/author/${withPhotos.authorId}`,
      '/view-news/no-such-story',
      '/?page=2',
      `/view-news/${withPhotos.id}`,
    ];
  });
  afterAll(() => t.stop());

  it.each<Language>(['en', 'fil'])('makes each page in %s as a render of the whole page does', async (language) => {
    const fetch = inProcessFetch(t.app);
    const request = (url: string) => ({ url, origin: 'http://news.school.test', fetch, timeZone: 'UTC', language });
    for (const url of urls) {
      const kept = await renderer.render(request(url));
      const whole = await renderer.render({ ...request(url), freshMarkup: true });
      expect(whole?.html, url).toContain('<footer');
      expect(comparable(kept), url).toEqual(comparable(whole));
    }
  });
});
