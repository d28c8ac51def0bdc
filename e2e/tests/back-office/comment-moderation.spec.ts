/** The ADMIN approves a visitor's comment on the moderation screen, and every reader then sees it. */
import { randomUUID } from 'node:crypto';
import { approveNews, createNews, createUser, postComment, unique } from '../../support/api';
import { expect, signIn, test } from '../../support/fixtures';
import { BackOffice } from '../../pages/back-office';

test('a comment approved on the moderation screen shows to every reader', async ({ page, browser, request, admin }) => {
  const author = await createUser(request, admin, 'author', 'Moderated Desk');
  const story = await createNews(request, author, { title: unique('Moderated story ') });
  await approveNews(request, admin, story.id);
  const text = unique('What a wonderful project ');
  await postComment(request, story.id, randomUUID(), { fullName: 'Visiting Parent', content: text });

  await signIn(page, admin);
  await page.goto('/comments-management');
  const moderation = new BackOffice(page);
  await moderation.moderationRow(text).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Comment approved.')).toBeVisible();
  await expect(moderation.moderationRow(text)).toHaveCount(0);

  const reader = await browser.newPage();
  try {
    await reader.goto(`/view-news/${story.id}`);
    // A reader who has not touched the page: the comments load as they come into view.
    await reader.getByRole('heading', { name: /^Comments/ }).scrollIntoViewIfNeeded();
    await expect(reader.getByRole('article', { name: 'Comment by Visiting Parent' })).toContainText(text);
  } finally {
    await reader.close();
  }
});
