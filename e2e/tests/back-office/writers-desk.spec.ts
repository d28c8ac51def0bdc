/**
 * The writers' desk: a story written in Markdown with a captioned photo reads as formatted on the public page; an
 * AUTHOR whose sign-in ran out saves anyway; a rejection's reason reaches its AUTHOR; an older revision comes back.
 */
import type { News } from '@newsroom/shared';
import { approveNews, auth, createNews, createUser, editNews, pendingNewsOf, unique } from '../../support/api';
import { expect, signedInPage, signIn, test } from '../../support/fixtures';
import { photoFiles } from '../../support/photo-files';
import { BackOffice } from '../../pages/back-office';

test('an AUTHOR writes in Markdown with a captioned photo, and readers see it formatted with its caption and credit', async ({
  page,
  browser,
  request,
  admin,
}) => {
  const author = await createUser(request, admin, 'author', 'Mark Down');
  const [cover] = await photoFiles(['Cover']);
  await signIn(page, author);
  await page.goto('/add-news/_add');
  const postTitle = unique('Science fair ');
  await page.getByLabel('Title').fill(postTitle);
  await new BackOffice(page).dropzoneInput(/^Thumbnail: drag/i).setInputFiles(cover!);
  await page
    .getByRole('button', { name: /^Add caption & credit for/ })
    .first()
    .click();
  const words = page.getByRole('dialog', { name: 'Caption & credit' });
  await words.getByRole('textbox', { name: 'Caption', exact: true }).fill('Winners with their volcano model');
  await words.getByRole('textbox', { name: 'Credit', exact: true }).fill('Ana Cruz');
  await words.getByRole('button', { name: 'Done' }).click();
  await page.getByLabel('Category').selectOption({ label: 'BalitAraneta' });
  await page.getByLabel('Description').fill('Grade 8 took the top prize.');
  const content = page.getByLabel('Content');
  await content.fill('Results');
  await content.selectText();
  await page.getByRole('button', { name: 'Heading' }).click();
  await content.press('End');
  await content.pressSequentially('\n\nThe winners are from <script>alert(1)</script> **Grade 8**.');
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Results' })).toBeVisible();
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page).toHaveURL(/\/my-news$/);

  const [story] = await pendingNewsOf(request, author);
  await approveNews(request, admin, story!.id);
  const reader = await (await browser.newContext()).newPage();
  await reader.goto(`/view-news/${story!.id}`);
  const article = reader.getByRole('article');
  await expect(article.getByRole('heading', { name: 'Results' })).toBeVisible();
  await expect(article.locator('strong', { hasText: 'Grade 8' })).toBeVisible();
  await expect(article.getByText('<script>alert(1)</script>', { exact: false })).toBeVisible();
  await expect(article.getByText('Winners with their volcano model')).toBeVisible();
  await expect(article.getByText('Photo: Ana Cruz')).toBeVisible();
  await expect(article.getByRole('img', { name: 'Winners with their volcano model' }).first()).toBeVisible();
  await reader.context().close();
});

test('an AUTHOR whose sign-in ran out while writing signs in again in a dialog, and the post is saved', async ({ page, request, admin }) => {
  const author = await createUser(request, admin, 'author', 'Late Writer');
  await signIn(page, author);
  await page.goto('/add-news/_add');
  const postTitle = unique('Library week ');
  await page.getByLabel('Title').fill(postTitle);
  await page.getByLabel('Embed URL').fill('https://youtu.be/dQw4w9WgXcQ');
  await page.getByLabel('Category').selectOption({ label: 'BalitAraneta' });
  await page.getByLabel('Description').fill('The library opens late all week.');
  await page.getByLabel('Content').fill('The library stays open until seven.');

  // The page's token stops working (as when it expires): signed out elsewhere, the page still holds it.
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect((await request.post('/api/v1/logout', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(204);

  await page.getByRole('button', { name: 'Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in again' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^Password/).fill(author.password);
  await dialog.getByRole('button', { name: 'Sign in and save' }).click();
  await expect(page).toHaveURL(/\/my-news$/);
  await expect(page.getByText(postTitle)).toBeVisible();
  const saved = await pendingNewsOf(request, author);
  expect(saved.map((item) => [item.title, item.embedYouTubeUrl])).toEqual([[postTitle, 'https://www.youtube.com/embed/dQw4w9WgXcQ']]);
});

test('an ADMIN rejects with a reason, and the AUTHOR reads it in the inbox and on My Content List', async ({ page, browser, request, admin }) => {
  const author = await createUser(request, admin, 'author', 'Reasoned Writer');
  const story = await createNews(request, author, { title: unique('Needs sources ') });
  await signIn(page, admin);
  await page.goto('/pending-news');
  await new BackOffice(page)
    .reviewRow(story.title)
    .getByRole('button', { name: `Reject ${story.title}` })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason (optional)').fill('Please name your sources.');
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(new BackOffice(page).reviewRow(story.title)).toHaveCount(0);

  const authorPage = await signedInPage(browser, author);
  await authorPage.goto('/notification');
  await expect(authorPage.getByText(`Your content titled '${story.title}' has been rejected. Reason: Please name your sources.`)).toBeVisible();
  await authorPage.goto('/my-news');
  await expect(authorPage.getByText('Please name your sources.')).toBeVisible();
  await authorPage.context().close();
});

test('an AUTHOR restores an earlier revision from the history page', async ({ page, request, admin }) => {
  const author = await createUser(request, admin, 'author', 'Second Thoughts');
  const firstTitle = unique('Garden club ');
  const story = await createNews(request, author, { title: firstTitle });
  await editNews(request, author, story, { title: `${firstTitle} (edited)` });

  await signIn(page, author);
  await page.goto(`/news-revisions/${story.id}`);
  await page
    .getByRole('navigation', { name: 'Revisions' })
    .getByRole('button', { name: /^Revision 1/ })
    .click();
  // Revision 1 is compared with the current version, which added "(edited)".
  await expect(page.locator('ins', { hasText: '(edited)' })).toBeVisible();
  await page.getByRole('button', { name: 'Restore this revision' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Revision 1 restored.')).toBeVisible();
  const current = (await (await request.get(`/api/v1/news/${story.id}`, { headers: auth(author) })).json()) as News;
  expect(current.title).toBe(firstTitle);
});
