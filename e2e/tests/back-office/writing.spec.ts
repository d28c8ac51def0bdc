/**
 * An AUTHOR writes: a post with a thumbnail and two photos (the ADMIN is told live), one through the AI form;
 * the photos under review show to the AUTHOR and the ADMIN, and to no one else.
 */
import type { Page } from '@playwright/test';
import { createCategory, createNews, createUser, pendingNewsOf, unique } from '../../support/api';
import { expect, signedInPage, signIn, test } from '../../support/fixtures';
import { photoFiles } from '../../support/photo-files';
import { BackOffice } from '../../pages/back-office';

test('an AUTHOR posts a story with a thumbnail and two photos, and the open inbox of the ADMIN is told at once', async ({
  browser,
  request,
  admin,
}) => {
  const categoryName = unique('Sports ');
  await createCategory(request, admin, categoryName);
  const author = await createUser(request, admin, 'author', 'Wena Writer');
  const [thumbnail, first, second] = await photoFiles(['Cover', 'One', 'Two']);
  const adminPage = await signedInPage(browser, admin);
  // The inbox stays open: new content must arrive without a reload.
  await adminPage.goto('/notification');

  const authorPage = await signedInPage(browser, author);
  const office = new BackOffice(authorPage);
  const postTitle = unique('Intramurals final ');
  await authorPage.goto('/add-news/_add');
  await authorPage.getByLabel('Title').fill(postTitle);
  await office.dropzoneInput(/^Thumbnail: drag/i).setInputFiles(thumbnail!);
  await office.dropzoneInput(/^Additional Photos: drag/i).setInputFiles([first!, second!]);
  await authorPage.getByLabel('Category').selectOption({ label: categoryName });
  await authorPage.getByLabel('Description').fill('The Grade 11 team won the basketball final in overtime.');
  await authorPage.getByLabel('Content').fill('The Grade 11 team won the intramurals basketball final on Friday.\nThe game went to overtime.');
  await authorPage.getByRole('button', { name: 'Post' }).click();
  await expect(authorPage).toHaveURL(/\/my-news$/);
  await expect(authorPage.getByText(postTitle)).toBeVisible();

  // Both the live toast and the inbox list show it, without a reload.
  const told = `New content titled '${postTitle}' is waiting for review.`;
  await expect(adminPage.getByRole('alert').filter({ hasText: told })).toBeVisible({ timeout: 15_000 });
  await expect(adminPage.getByRole('list', { name: 'Notifications' }).getByText(told)).toBeVisible();
  await Promise.all([adminPage.context().close(), authorPage.context().close()]);
});

test('an AUTHOR posts through the AI form, which drafts the title and description', async ({ page, request, admin }) => {
  const author = await createUser(request, admin, 'author', 'Ai Writer');
  const [thumbnail] = await photoFiles(['Cover']);
  await signIn(page, author);
  await page.goto('/add-news-withAI/_add');
  await new BackOffice(page).dropzoneInput(/^Thumbnail: drag/i).setInputFiles(thumbnail!);
  await page.getByLabel('Category').selectOption({ label: 'BalitAraneta' });
  await page
    .getByLabel('Content')
    .fill(
      'The school volleyball team qualified for the city championship on Saturday. ' +
        'Coach Dela Cruz said the players trained every morning for two months. ' +
        'The championship will be held at the city sports complex next week. ' +
        'Students can watch the games for free with their school ID.',
    );
  await page.getByRole('button', { name: 'Post' }).click();
  await expect(page).toHaveURL(/\/my-news$/);
  const mine = await pendingNewsOf(request, author);
  expect(mine).toHaveLength(1);
  expect(mine[0]!.title).not.toBe('');
});

test('the photos of a story under review show to its AUTHOR and the ADMIN, and to no one else', async ({ browser, request, admin }) => {
  const author = await createUser(request, admin, 'author', 'Photo Writer');
  const story = await createNews(request, author, { title: unique('Photos under review '), photos: 2 });
  const photoNames = ['thumbnail', 'photo 1 of 2', 'photo 2 of 2'];

  const authorPage = await signedInPage(browser, author);
  await authorPage.goto('/my-news');
  await authorPage.getByRole('link', { name: `View ${story.title}` }).click();
  await expect(authorPage).toHaveURL(/\/read-news\/[0-9a-f-]{36}$/);
  await expectPhotosShown(authorPage, photoNames);

  const adminPage = await signedInPage(browser, admin);
  await adminPage.goto('/pending-news');
  await adminPage.getByRole('link', { name: `View ${story.title}` }).click();
  await expect(adminPage).toHaveURL(/\/read-news\/[0-9a-f-]{36}$/);
  const photoUrls = await expectPhotosShown(adminPage, photoNames);

  const visitor = await browser.newContext();
  for (const url of photoUrls) expect((await visitor.request.get(url)).status(), url).toBe(404);
  await Promise.all([visitor.close(), authorPage.context().close(), adminPage.context().close()]);
});

/** Waits until the image of each named photo has loaded real pixels; answers the addresses they were loaded from. */
async function expectPhotosShown(page: Page, names: string[]): Promise<string[]> {
  const urls: string[] = [];
  for (const name of names) {
    const image = page.getByRole('button', { name: `Open ${name} in full screen`, exact: true }).getByRole('img');
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { message: name })
      .toBe(true);
    urls.push(await image.evaluate((element: HTMLImageElement) => element.currentSrc));
  }
  return urls;
}
