/** A visitor's comments under a story: pending until approved, replies, deleting one's own. */
import type { News } from '@newsroom/shared';
import { approveNews, createNews, createUser, unique } from '../../support/api';
import { arrange } from '../../support/arrange';
import { expect, test } from '../../support/fixtures';
import { ArticlePage } from '../../pages/article-page';

let story: News;
test.beforeAll(async ({ playwright }) => {
  story = await arrange(playwright, async (request, admin) => {
    const author = await createUser(request, admin, 'author', 'Comment Desk');
    const created = await createNews(request, author, { title: unique('Science fair winners ') });
    await approveNews(request, admin, created.id);
    return created;
  });
});

/** Comments as the comment form sends them; each test's page is a new visitor. */
async function postComment(article: ArticlePage, name: string, text: string) {
  await article.commentForm().getByLabel('Name').fill(name);
  await article.email().fill('parent@example.com');
  await article.commentText().fill(text);
  await article.postButton().click();
}

test('a comment waits for moderation, shown to its writer only', async ({ page, browser }) => {
  const article = new ArticlePage(page);
  await article.open(story.id);
  const text = unique('What a wonderful project ');
  await postComment(article, 'Visiting Parent', text);
  await expect(page.getByText('Comment submitted and awaiting moderation.')).toBeVisible();
  await expect(article.comment('Visiting Parent')).toContainText('Awaiting moderation');

  const stranger = await browser.newPage();
  try {
    await stranger.goto(`/view-news/${story.id}`);
    // A reader who has not touched the page: the comments load as they come into view.
    await stranger.getByRole('heading', { name: /^Comments/ }).scrollIntoViewIfNeeded();
    await expect(stranger.getByText('No comments yet. Be the first to comment!')).toBeVisible();
    await expect(stranger.getByText(text)).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});

test('a visitor replies to their own comment once the comment interval has passed, and deletes only the reply', async ({ page }) => {
  const article = new ArticlePage(page);
  await article.open(story.id);
  const text = unique('Good luck at the race ');
  await postComment(article, 'Replying Parent', text);
  const ownComment = article.comment('Replying Parent');
  await ownComment.getByRole('button', { name: 'Reply to Replying Parent' }).click();
  const replyForm = article.replyForm('Replying Parent');
  await replyForm.getByLabel('Email').fill('parent@example.com');
  await replyForm.getByLabel('Comment').fill('Also: the photos are great.');
  // The reply's own entry in the thread: until the post is done, the text also sits in the reply form, inside
  // the parent comment, which has a Delete of its own.
  const reply = page
    .getByRole('list', { name: 'Replies to Replying Parent' })
    .getByRole('article')
    .filter({ hasText: 'Also: the photos are great.' });
  // One comment per visitor per interval (PRODUCT.md; the browser suite's server keeps it short): a reply sent
  // too soon is refused with a request to wait, and the visitor presses Post again.
  await expect(async () => {
    await replyForm.getByRole('button', { name: 'Post' }).click();
    await expect(reply).toBeVisible({ timeout: 1_000 });
  }).toPass();

  await reply.getByRole('button', { name: 'Delete your comment' }).click();
  await article.confirmDialogButton('Delete').click();
  await expect(page.getByText('Also: the photos are great.')).toHaveCount(0);
  await expect(ownComment).toContainText(text);
});
