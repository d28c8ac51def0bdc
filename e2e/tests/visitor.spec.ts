/**
 * A visitor's journey: finds a published story on the home page, by category, by a search with a typo and by
 * month; reads it, asks for the summary, comments and replies, deletes their own reply; never sees the scheduled
 * or rejected story; sees their comment for everyone once an ADMIN approved it on the moderation screen.
 */
import { approveNews, createNews, createUser, rejectNews, unique } from '../support/api';
import { expect, signIn, test } from '../support/fixtures';
import { ArticlePage } from '../pages/article-page';
import { BackOffice } from '../pages/back-office';
import { PublicSite } from '../pages/public-site';

test('a visitor finds, reads, summarises and discusses a story', async ({ page, request, admin, browser }) => {
  test.setTimeout(180_000);
  const suffix = unique('');
  const author = await createUser(request, admin, 'author', 'Reporter Reyes');
  const story = await createNews(request, author, {
    title: `Robotics club builds a solar car ${suffix}`,
    description: 'The robotics club finished its solar car in time for the regional race.',
    content:
      'The robotics club finished building its solar car on Monday after six months of work. ' +
      'Twelve students from Grades 9 to 12 designed the frame, wired the panels and tested the motor in the school gym. ' +
      'The car will race at the regional solar challenge in Batangas next month. ' +
      'Their adviser said the students raised the money for the panels through a bake sale. ' +
      'The team hopes to bring home the trophy for the first time.',
    category: 'Animo Idol',
    photos: 2,
  });
  await approveNews(request, admin, story.id);
  const scheduled = await createNews(request, author, { title: `Robotics scheduled announcement ${suffix}` });
  await approveNews(request, admin, scheduled.id, new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString());
  const rejected = await createNews(request, author, { title: `Robotics rejected draft ${suffix}` });
  await rejectNews(request, admin, rejected.id);

  const site = new PublicSite(page);
  await site.openHome();
  await expect(page.getByRole('button', { name: story.title })).toBeVisible();
  await expect(page.getByText(scheduled.title)).toHaveCount(0);
  await expect(page.getByText(rejected.title)).toHaveCount(0);

  await site.categoryLink('Animo Idol').click();
  await expect(page).toHaveURL(/\/category\/Animo-Idol$/);
  await expect(page.getByRole('button', { name: story.title })).toBeVisible();

  await site.openHome();
  // One letter missing, words in another order.
  await page.getByRole('search').getByLabel('Search').fill(`solar ${suffix} robtics`);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('button', { name: story.title })).toBeVisible();
  await expect(page.getByText(scheduled.title)).toHaveCount(0);

  const now = new Date();
  await page.getByRole('search').getByLabel('Search').fill('');
  await page.getByRole('search').getByLabel('Month').selectOption(String(now.getUTCMonth() + 1));
  await page.getByRole('search').getByLabel('Year').fill(String(now.getUTCFullYear()));
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('button', { name: story.title })).toBeVisible();

  await page.getByRole('button', { name: story.title }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Read More' }).click();
  await expect(page).toHaveURL(new RegExp(`/view-news/${story.id}$`));

  const article = new ArticlePage(page);
  await expect(article.title()).toHaveText(story.title);
  await article.summarizeButton().click();
  await expect(article.summaryDialog()).toContainText('solar car');
  await article.summaryDialog().getByRole('button', { name: 'Close', exact: true }).click();
  await expect(article.summaryDialog()).toBeHidden();

  await expect(page.getByText('No comments yet. Be the first to comment!')).toBeVisible();
  await article.commentForm().getByLabel('Name').fill('Visiting Parent');
  await article.email().fill('parent@example.com');
  await article.commentText().fill('What a wonderful project, good luck at the race!');
  await article.postButton().click();
  await expect(page.getByText('Comment submitted and awaiting moderation.')).toBeVisible();
  const ownComment = article.comment('Visiting Parent');
  await expect(ownComment).toContainText('Awaiting moderation');

  // One comment per visitor per 15 seconds (PRODUCT.md's anti-spam rule).
  await page.waitForTimeout(15_500);
  await ownComment.getByRole('button', { name: 'Reply to Visiting Parent' }).click();
  const replyForm = page.getByRole('form', { name: /reply/i });
  await replyForm.getByLabel('Email').fill('parent@example.com');
  await replyForm.getByLabel('Comment').fill('Also: the photos are great.');
  await replyForm.getByRole('button', { name: 'Post' }).click();
  // The reply's own entry in the thread: until the post is done, the text also sits in the reply form, inside
  // the parent comment, whose Delete would take the whole thread.
  const reply = page.getByRole('list', { name: 'Replies to Visiting Parent' }).getByRole('article').filter({ hasText: 'Also: the photos are great.' });
  await expect(reply).toBeVisible();
  await reply.getByRole('button', { name: 'Delete your comment' }).click();
  await article.confirmDialogButton('Delete').click();
  await expect(page.getByText('Also: the photos are great.')).toHaveCount(0);
  // Only the reply went: the comment it answered stays.
  await expect(ownComment).toContainText('What a wonderful project, good luck at the race!');

  await page.goto(`/view-news/${scheduled.id}`);
  await expect(page.getByText('Article not found')).toBeVisible();
  await page.goto(`/view-news/${rejected.id}`);
  await expect(page.getByText('Article not found')).toBeVisible();

  // Another visitor does not see the pending comment until an ADMIN approves it.
  const stranger = await browser.newPage();
  await stranger.goto(`/view-news/${story.id}`);
  await expect(stranger.getByText('What a wonderful project')).toHaveCount(0);
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, admin);
  await adminPage.goto('/comments-management');
  const moderation = new BackOffice(adminPage);
  await moderation.moderationRow('What a wonderful project').getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText('Comment approved.')).toBeVisible();
  await expect(moderation.moderationRow('What a wonderful project')).toHaveCount(0);
  await stranger.reload();
  // A reader who has not touched the page yet: the comments load as they come into view.
  await stranger.getByRole('heading', { name: /^Comments/ }).scrollIntoViewIfNeeded();
  await expect(stranger.getByText('What a wonderful project, good luck at the race!')).toBeVisible();
  await page.goto(`/view-news/${story.id}`);
  await expect(article.comment('Visiting Parent')).not.toContainText('Awaiting moderation');
  await stranger.close();
  await adminPage.context().close();
});
