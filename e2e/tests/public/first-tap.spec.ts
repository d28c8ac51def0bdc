/**
 * The first tap answers at once (issue 23): the page's controls do their part before the app has come, with the
 * app's script held back, and the app takes over without losing what they did.
 */
import type { Page } from '@playwright/test';
import { approveNews, createNews, createUser, unique, type Session } from '../../support/api';
import { expect, test as appTest } from '../../support/fixtures';
import { ArticlePage } from '../../pages/article-page';
import { PublicSite } from '../../pages/public-site';

/** A page of its own, whose opening does not wait for the app (as the suite's `page` does): the reader has not moved yet. */
const test = appTest.extend<{ bare: Page }>({
  bare: async ({ browser }, use) => {
    const context = await browser.newContext();
    await use(await context.newPage());
    await context.close();
  },
});

/** Holds the app's script back until released: the page stays as the server sent it. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function publishStory(request: Parameters<typeof createUser>[0], admin: Session, title: string) {
  const author = await createUser(request, admin, 'author', 'First Tap Writer');
  const story = await createNews(request, author, {
    title,
    description: 'The robotics club built a solar car for the regional fair.',
    content: 'The robotics club built a solar car.\n\nIt ran the whole track on sunlight alone and won the regional fair.',
  });
  await approveNews(request, admin, story.id);
  return story;
}

test('the dark-mode switch switches and remembers the scheme before the app has come, and the app keeps it', async ({ bare: page }) => {
  const release = await holdAppScript(page);
  const site = new PublicSite(page);
  await site.openHome();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await site.darkModeToggle().click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
  await expect(html).not.toHaveAttribute('data-app-started');

  release();
  await expect(html).toHaveAttribute('data-app-started', '');
  // Not pressed again by the app: the scheme stays as the reader chose it, and the switch says so.
  await expect(site.darkModeToggle()).toHaveAttribute('aria-pressed', 'true');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await site.darkModeToggle().click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
});

test('Summarize Content opens its dialog and shows the summary before the app has come', async ({ bare: page, request, admin }) => {
  const story = await publishStory(request, admin, unique('Solar car wins '));
  const release = await holdAppScript(page);
  const article = new ArticlePage(page);
  await article.open(story.id);
  await article.summarizeButton().click();
  await expect(article.summaryDialog()).toBeVisible();
  await expect(article.summaryDialog()).toContainText('solar car');
  await expect(page.locator('html')).not.toHaveAttribute('data-app-started');
  await article.summaryDialog().getByRole('button', { name: 'Close', exact: true }).click();
  await expect(article.summaryDialog()).toBeHidden();

  // Once the app runs the page, the button is the app's own.
  release();
  await expect(page.locator('html')).toHaveAttribute('data-app-started', '');
  await article.summarizeButton().click();
  await expect(article.summaryDialog()).toContainText('solar car');
});

test("a home card opens the story's dialog before the app has come, with Read More to its page", async ({ bare: page, request, admin }) => {
  const title = unique('Solar car on the home ');
  const story = await publishStory(request, admin, title);
  await holdAppScript(page);
  const site = new PublicSite(page);
  await site.openHome();
  await site.card(title).click();
  await expect(site.storyDialog(title)).toBeVisible();
  await expect(site.storyDialog(title)).toContainText('The robotics club built a solar car for the regional fair.');
  await expect(page).toHaveURL('/');
  await expect(page.locator('html')).not.toHaveAttribute('data-app-started');
  await site.readMore(title).click();
  await expect(page).toHaveURL(`/view-news/${story.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('what is typed into the comment box before the app has come is in the form once it has: Post is enabled', async ({
  bare: page,
  request,
  admin,
}) => {
  const story = await publishStory(request, admin, unique('Comment before the app '));
  const release = await holdAppScript(page);
  const article = new ArticlePage(page);
  await article.open(story.id);
  await article.commentText().click();
  await expect(article.commentText()).toBeFocused();
  await page.keyboard.type('Congratulations to the club!');
  await article.email().click();
  await page.keyboard.type('reader@school.test');
  await expect(article.postButton()).toBeDisabled();
  await expect(page.locator('html')).not.toHaveAttribute('data-app-started');

  release();
  await expect(page.locator('html')).toHaveAttribute('data-app-started', '');
  await expect(article.commentText()).toHaveValue('Congratulations to the club!');
  await expect(article.email()).toHaveValue('reader@school.test');
  await expect(article.postButton()).toBeEnabled();
  await article.postButton().click();
  await expect(article.commentForm().getByRole('status')).toContainText(/./);
});

test('what is typed into the search box before the app has come is searched by the app once it has', async ({ bare: page, request, admin }) => {
  const title = unique('Searched before the app ');
  await publishStory(request, admin, title);
  const release = await holdAppScript(page);
  const site = new PublicSite(page);
  await site.openHome();
  await site.searchBox().click();
  await page.keyboard.type(title);
  await expect(page.locator('html')).not.toHaveAttribute('data-app-started');

  release();
  await expect(page.locator('html')).toHaveAttribute('data-app-started', '');
  // The form's own code comes after the app's: once the network is quiet, the form is the app's.
  await page.waitForLoadState('networkidle');
  await expect(site.searchBox()).toHaveValue(title);
  // A search the app makes keeps this document; the browser's own submit (an empty state would search nothing) loads a new one.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await site.searchButton().click();
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(site.card(title)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
