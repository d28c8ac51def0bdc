/** A reader on a weak connection: the site installs a service worker, and what was read stays readable offline. */
import { arrange } from '../../support/arrange';
import { expect, test } from '../../support/fixtures';
import { readerStories, type ReaderStories } from '../../support/reader-stories';
import { ArticlePage } from '../../pages/article-page';

let stories: ReaderStories;
test.beforeAll(async ({ playwright }) => {
  stories = await arrange(playwright, readerStories);
});

test('a story read before opens again offline, and a page never read says plainly that the reader is offline', async ({ page, context }) => {
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest.icons.length).toBeGreaterThan(0);

  const article = new ArticlePage(page);
  await article.open(stories.published.id);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  // The app (and with it the worker) starts with the reader's first gesture.
  await page.mouse.wheel(0, 200);
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active) && navigator.serviceWorker.controller !== null);
  // The worker kept the page that was open when it arrived.
  await expect.poll(() => page.evaluate(async () => (await (await caches.open('reader-pages')).keys()).length)).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(article.title()).toHaveText(stories.published.title);

  // Not page.goto, which waits for the app: the offline page has none.
  await page.evaluate(() => window.location.assign('/category/never-opened-here'));
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(stories.published.title) })).toBeVisible();
  await context.setOffline(false);
});
