/** A reader finds a published story on the home page, by category, by a search with a typo and by month; never a scheduled or rejected one. */
import { arrange } from '../../support/arrange';
import { expect, test } from '../../support/fixtures';
import { readerStories, type ReaderStories } from '../../support/reader-stories';
import { PublicSite } from '../../pages/public-site';

let stories: ReaderStories;
test.beforeAll(async ({ playwright }) => {
  stories = await arrange(playwright, readerStories);
});

test('the home lists a published story, never a scheduled or rejected one', async ({ page }) => {
  const site = new PublicSite(page);
  await site.openHome();
  await expect(site.card(stories.published.title)).toBeVisible();
  await expect(page.getByText(stories.scheduled.title)).toHaveCount(0);
  await expect(page.getByText(stories.rejected.title)).toHaveCount(0);
});

test("a category link lists that category's stories", async ({ page }) => {
  const site = new PublicSite(page);
  await site.openHome();
  await site.categoryLink('Animo Idol').click();
  await expect(page).toHaveURL(/\/category\/Animo-Idol$/);
  await expect(site.card(stories.published.title)).toBeVisible();
});

test('a search finds the story despite a missing letter and words in another order', async ({ page }) => {
  const site = new PublicSite(page);
  await site.openHome();
  await site.searchBox().fill(`solar ${stories.suffix} robtics`);
  await site.searchButton().click();
  await expect(site.card(stories.published.title)).toBeVisible();
  await expect(page.getByText(stories.scheduled.title)).toHaveCount(0);
});

test('a search by month finds the story', async ({ page }) => {
  const site = new PublicSite(page);
  await site.openHome();
  const now = new Date();
  await site.searchMonth().selectOption(String(now.getUTCMonth() + 1));
  await site.searchYear().fill(String(now.getUTCFullYear()));
  await site.searchButton().click();
  await expect(site.card(stories.published.title)).toBeVisible();
});

test("a card opens the story in a dialog, whose Read More goes to the story's page", async ({ page }) => {
  const site = new PublicSite(page);
  await site.openHome();
  await site.card(stories.published.title).click();
  await site.readMore(stories.published.title).click();
  await expect(page).toHaveURL(new RegExp(`/view-news/${stories.published.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(stories.published.title);
});
