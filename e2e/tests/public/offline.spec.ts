/** A reader on a weak connection: the site installs a service worker, and what was read stays readable offline. */
import { arrange } from '../../support/arrange';
import { approveNews, auth, createNews, createUser, unique, type Session } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { readerStories, type ReaderStories } from '../../support/reader-stories';
import { ArticlePage } from '../../pages/article-page';

let stories: ReaderStories;
let takenDown: { id: string; title: string; admin: Session };
test.beforeAll(async ({ playwright }) => {
  stories = await arrange(playwright, readerStories);
  takenDown = await arrange(playwright, async (request, admin) => {
    const author = await createUser(request, admin, 'author', 'Reporter Ramos');
    const story = await createNews(request, author, { title: unique('Fun run route changes ') });
    await approveNews(request, admin, story.id);
    return { id: story.id, title: story.title, admin };
  });
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

test('a story taken down is no longer readable offline once the site has said it is gone', async ({ page, context }) => {
  const article = new ArticlePage(page);
  await article.open(stories.published.id);
  await page.mouse.wheel(0, 200);
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active) && navigator.serviceWorker.controller !== null);
  // Read with the worker in charge, so it is kept for offline reading.
  await article.open(takenDown.id);
  await expect(article.title()).toHaveText(takenDown.title);
  const kept = () =>
    page.evaluate(async (id) => (await (await caches.open('reader-pages')).keys()).some((request) => request.url.includes(id)), takenDown.id);
  await expect.poll(kept).toBe(true);

  const archived = await page.request.post(`/api/v1/archive/news/${takenDown.id}`, { headers: auth(takenDown.admin) });
  expect(archived.status()).toBe(200);
  // Opened again online, the server answers 404: every kept copy goes.
  await page.reload();
  await expect.poll(kept).toBe(false);

  await context.setOffline(true);
  // Not page.reload, which waits for the app: the offline page has none.
  await page.evaluate(() => window.location.assign(window.location.href));
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByText(takenDown.title)).toHaveCount(0);
  await context.setOffline(false);
});
