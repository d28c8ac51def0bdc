/**
 * A reader who reads Filipino (issue 16): the switch in the header turns the whole page into Filipino at once, the
 * choice outlives a reload (the server renders the page in it), and it follows the browser into the back office.
 */
import { arrange } from '../../support/arrange';
import { expect, test } from '../../support/fixtures';
import { readerStories, type ReaderStories } from '../../support/reader-stories';
import { PublicSite } from '../../pages/public-site';

let stories: ReaderStories;
test.beforeAll(async ({ playwright }) => {
  stories = await arrange(playwright, readerStories);
});

test('a reader switches to Filipino, reads a story in it after a reload, and an ADMIN then finds the back office in Filipino', async ({
  page,
  admin,
}) => {
  const site = new PublicSite(page);
  await site.openHome();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en');

  // The switch shows the languages shortened (EN, FIL); each is named in full.
  await site.header().getByTitle('Filipino').click();
  await expect(page.getByRole('radio', { name: 'Filipino' })).toBeChecked();
  await expect(html).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('heading', { level: 1, name: 'Pinakabagong Balita' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Mga Kategorya' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mag-ambag ng post' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest News' })).toHaveCount(0);

  // A search in Filipino's words, then the story's card and its Read More.
  await page.getByRole('search').getByRole('combobox', { name: 'Hanapin' }).fill(`solar ${stories.suffix}`);
  await page.getByRole('search').getByRole('button', { name: 'Hanapin' }).click();
  await site.card(stories.published.title).click();
  await site.storyDialog(stories.published.title).getByRole('link', { name: 'Magbasa pa' }).click();
  await expect(page).toHaveURL(new RegExp(`/view-news/${stories.published.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stories.published.title);
  await expect(page.getByRole('button', { name: 'Ibuod ang Nilalaman' })).toBeVisible();

  // The server renders the page in Filipino from its first byte: no English page that turns Filipino once its script runs.
  const response = await page.reload();
  const served = await response!.text();
  expect(served).toMatch(/<html[^>]*\slang="fil"/);
  expect(served).toContain('Mag-ambag ng post');
  expect(served).not.toContain('Contribute a post');
  await expect(html).toHaveAttribute('lang', 'fil');
  await expect(page.getByRole('button', { name: 'Ibuod ang Nilalaman' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Filipino' })).toBeChecked();

  // The same browser signs in to the back office: it keeps the reader's language.
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Mag-login sa back office' })).toBeVisible();
  await page.getByLabel('Username').fill(admin.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Mag-login' }).click();
  await expect(page).toHaveURL(/\/user-management$/);
  await expect(page.getByRole('heading', { level: 1, name: 'PAMAMAHALA NG USER' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Back office' });
  for (const entry of ['Pamamahala ng User', 'Pamamahala ng Kategorya', 'Naghihintay na Content', 'Mga Setting ng Site', 'MAG-POST']) {
    await expect(sidebar.getByRole('link', { name: entry, exact: true })).toBeVisible();
  }
  await expect(sidebar.getByRole('link', { name: 'User Management' })).toHaveCount(0);
  await expect(sidebar.getByRole('button', { name: 'Mag-logout' })).toBeVisible();
});
