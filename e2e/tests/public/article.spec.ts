/** A reader on a story's page: the AI summary; stories not public are not found. */
import { arrange } from '../../support/arrange';
import { expect, test } from '../../support/fixtures';
import { readerStories, type ReaderStories } from '../../support/reader-stories';
import { ArticlePage } from '../../pages/article-page';

let stories: ReaderStories;
test.beforeAll(async ({ playwright }) => {
  stories = await arrange(playwright, readerStories);
});

test('Summarize Content shows a summary of the story in a dialog that closes', async ({ page }) => {
  const article = new ArticlePage(page);
  await article.open(stories.published.id);
  await expect(article.title()).toHaveText(stories.published.title);
  await article.summarizeButton().click();
  await expect(article.summaryDialog()).toContainText('solar car');
  await article.summaryDialog().getByRole('button', { name: 'Close', exact: true }).click();
  await expect(article.summaryDialog()).toBeHidden();
});

test('a scheduled or a rejected story is not found', async ({ page }) => {
  const article = new ArticlePage(page);
  for (const story of [stories.scheduled, stories.rejected]) {
    await article.open(story.id);
    await expect(page.getByText('Article not found'), story.title).toBeVisible();
  }
});
