/**
 * Public pages arrive rendered by the server. Without JavaScript the home lists the stories, links to them and
 * searches, and an article reads in full; with JavaScript the page hydrates over the server's markup without an
 * error (no hydration mismatch) and without fetching again the stories it came with.
 */
import type { Page } from '@playwright/test';
import { approveNews, createNews, createUser, unique } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { ArticlePage } from '../../pages/article-page';
import { PublicSite } from '../../pages/public-site';

/** Errors the page logs, leaving out pictures from other sites that this machine cannot reach (YouTube's stills). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  return errors;
}

/** The page's calls for stories (the list, one story), by path. */
function collectStoryRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    // Related stories are not in the page's data by design: they load once the article is read (issue 16).
    if (pathname.startsWith('/api/v1/public-news') && !pathname.endsWith('/related')) requests.push(pathname);
  });
  return requests;
}

test('without JavaScript, the home lists and links the stories, searches, and an article reads in full', async ({ browser, request, admin }) => {
  const author = await createUser(request, admin, 'author', 'Printed Page');
  const suffix = unique('');
  const story = await createNews(request, author, {
    title: `Glee club sings at the town plaza ${suffix}`,
    description: 'The glee club gave a free concert at the town plaza on Saturday evening.',
    content: 'The glee club sang eleven songs at the town plaza on Saturday.\nHundreds of families stayed until the last one.',
    photos: 2,
  });
  await approveNews(request, admin, story.id);

  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const site = new PublicSite(page);
    await site.openHome();
    await expect(page.getByRole('heading', { level: 1, name: 'Latest News' })).toBeVisible();
    await expect(site.card(story.title)).toBeVisible();
    await expect(page.getByText(story.description)).toBeVisible();
    await expect(page.getByText('needs JavaScript')).toHaveCount(0);

    // The search form works without script: the server renders the results.
    await page.getByRole('search').getByLabel('Search').fill(`glee ${suffix}`);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/[?&]q=glee/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();

    // A card is a link to the story's page.
    await site.card(story.title).click();
    await expect(page).toHaveURL(new RegExp(`/view-news/${story.id}$`));
    const article = new ArticlePage(page);
    await expect(article.title()).toHaveText(story.title);
    await expect(page.getByText('Hundreds of families stayed until the last one.')).toBeVisible();
    // A photo without words from its writer is named by the story's title.
    await expect(
      page
        .getByRole('region', { name: `Photos of ${story.title}` })
        .getByRole('img', { name: story.title })
        .first(),
    ).toBeAttached();
  } finally {
    await context.close();
  }
});

test('with JavaScript, the home, a category and an article hydrate without errors and fetch none of the data they came with', async ({
  page,
  request,
  admin,
}) => {
  const author = await createUser(request, admin, 'author', 'Hydrated Reader');
  const story = await createNews(request, author, { title: unique('Hydration without a second fetch '), photos: 1 });
  await approveNews(request, admin, story.id);
  const errors = collectErrors(page);
  const storyRequests = collectStoryRequests(page);
  const site = new PublicSite(page);

  await site.openHome();
  // The story's modal is the app's own: it opens only once React has taken over the server's markup.
  await site.card(story.title).click();
  await expect(page.getByRole('dialog', { name: story.title })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(storyRequests, 'stories fetched on the first load of /').toEqual([]);

  await page.goto('/category/BalitAraneta');
  await site.card(story.title).click();
  await expect(page.getByRole('dialog', { name: story.title })).toBeVisible();
  expect(storyRequests, 'stories fetched on the first load of a category').toEqual([]);

  const article = new ArticlePage(page);
  await page.goto(`/view-news/${story.id}`);
  await expect(article.title()).toHaveText(story.title);
  // Comments are the reader's own to load (they mark the reader's comments): that the section filled in shows React runs.
  await expect(page.getByText('No comments yet. Be the first to comment!')).toBeVisible();
  expect(storyRequests, 'the story fetched again on its own page').toEqual([]);

  expect(errors).toEqual([]);
});

test('a button pressed before the app has started is pressed again once it has', async ({ browser }) => {
  // A phone's screen, where the header has its categories menu button. (The dark-mode switch, the summary and the
  // home's cards answer at once instead, without the app: first-tap.spec.ts.)
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  try {
    // The app's script is held back until the reader has pressed the button.
    let releaseScript!: () => void;
    const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    await page.goto('/');
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open categories menu' });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    releaseScript();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Close categories menu' })).toHaveAttribute('aria-expanded', 'true');
  } finally {
    await page.close();
  }
});

test("the app's script waits for the reader: nothing loads while the page just sits there, a scroll starts it", async ({ browser }) => {
  const page = await browser.newPage();
  try {
    const appScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/[^/]+\.js$/.test(new URL(request.url()).pathname)) appScripts.push(request.url());
    });
    // Until the network has been quiet for half a second: whatever the page loads by itself has come by then.
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(appScripts, 'scripts loaded before any interaction').toEqual([]);
    await expect(page.locator('html')).not.toHaveAttribute('data-app-started');

    await page.mouse.wheel(0, 300);
    await expect(page.locator('html')).toHaveAttribute('data-app-started', '');
    expect(appScripts.length).toBeGreaterThan(0);
  } finally {
    await page.close();
  }
});

test('an article whose comments are in view at once starts its app without any interaction, and loads them', async ({ browser, request, admin }) => {
  const author = await createUser(request, admin, 'author', 'Short Story Writer');
  const story = await createNews(request, author, { title: unique('A short notice '), content: 'Classes resume on Monday.' });
  await approveNews(request, admin, story.id);
  // A screen tall enough to show the whole short article with its comment section.
  const page = await browser.newPage({ viewport: { width: 1280, height: 2400 } });
  try {
    await page.goto(`/view-news/${story.id}`);
    await expect(page.getByText('No comments yet. Be the first to comment!')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-app-started', '');
  } finally {
    await page.close();
  }
});
