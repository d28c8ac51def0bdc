/**
 * The newsroom's journey: the ADMIN signs in, creates a category and an AUTHOR; the AUTHOR writes a post with a
 * thumbnail and two photos and another with the AI form; the ADMIN is told live; both see the photos under review
 * (a visitor does not); the ADMIN approves one with a past publication date and one with a future one, rejects a
 * third; the AUTHOR's inbox shows the decisions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createNews, login, photo, unique } from '../support/api';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../support/environment';
import { expect, test } from '../support/fixtures';
import { BackOffice } from '../pages/back-office';
import { LoginPage } from '../pages/public-site';

test('from a new category and author to published, scheduled and rejected stories', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-news-'));
  const file = async (name: string, color: string) => {
    const target = path.join(folder, name);
    fs.writeFileSync(target, await photo(name.replace('.jpg', ''), color));
    return target;
  };
  const [thumbnail, first, second] = await Promise.all([file('Cover.jpg', '#1971c2'), file('One.jpg', '#2f9e44'), file('Two.jpg', '#e8590c')]);
  const categoryName = unique('Sports ');
  const username = unique('writer');
  const password = 'Writer#2026!';

  // ADMIN: signs in through the form, creates a category and an AUTHOR.
  const adminPage = await (await browser.newContext()).newPage();
  const office = new BackOffice(adminPage);
  await new LoginPage(adminPage).signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
  await expect(adminPage).toHaveURL(/\/user-management$/);
  await adminPage.goto('/add-category/_add');
  await adminPage.getByLabel('Category Name').fill(categoryName);
  await adminPage.getByLabel('Description').fill('Games, teams and scores.');
  await adminPage.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage).toHaveURL(/\/category-management$/);
  await expect(adminPage.getByText(categoryName)).toBeVisible();

  await adminPage.goto('/user-management');
  await adminPage.getByRole('button', { name: 'Add User' }).or(adminPage.getByRole('link', { name: 'Add User' })).first().click();
  await expect(adminPage).toHaveURL(/\/add-user\/_add$/);
  await adminPage.getByLabel('Full Name').fill('Wena Writer');
  await adminPage.getByLabel('Username').fill(username);
  await adminPage.getByLabel(/^Password/).fill(password);
  await adminPage.getByLabel(/^Confirm Password/).fill(password);
  await adminPage.getByLabel('Email').fill(`${username}@school.test`);
  await adminPage.getByLabel('Role').selectOption('author');
  await adminPage.getByRole('button', { name: 'Save' }).click();
  await expect(adminPage).toHaveURL(/\/user-management$/);
  await expect(adminPage.getByText(username)).toBeVisible();

  // The ADMIN keeps the inbox open: new content must arrive without a reload.
  await adminPage.goto('/notification');

  // AUTHOR: signs in and writes a post with a thumbnail and two photos.
  const authorPage = await (await browser.newContext()).newPage();
  await new LoginPage(authorPage).signIn(username, password);
  await expect(authorPage).toHaveURL(/\/my-news$/);
  const postTitle = unique('Intramurals final ');
  await authorPage.goto('/add-news/_add');
  await authorPage.getByLabel('Title').fill(postTitle);
  await new BackOffice(authorPage).dropzoneInput(/^Thumbnail: drag/i).setInputFiles(thumbnail);
  await new BackOffice(authorPage).dropzoneInput(/^Additional Photos: drag/i).setInputFiles([first, second]);
  await authorPage.getByLabel('Category').selectOption({ label: categoryName });
  await authorPage.getByLabel('Description').fill('The Grade 11 team won the basketball final in overtime.');
  await authorPage.getByLabel('Content').fill('The Grade 11 team won the intramurals basketball final on Friday.\nThe game went to overtime.');
  await authorPage.getByRole('button', { name: 'Post' }).click();
  await expect(authorPage).toHaveURL(/\/my-news$/);
  await expect(authorPage.getByText(postTitle)).toBeVisible();

  // Both the live toast and the inbox list show it, without a reload.
  await expect(adminPage.getByText(`New content titled '${postTitle}' is waiting for review.`).first()).toBeVisible({ timeout: 15_000 });

  // The photos of a story under review show to its AUTHOR and to the ADMIN (the media cookie their sign-in set),
  // and to no one else.
  const photoNames = ['Thumbnail', 'Photo 1 of 2', 'Photo 2 of 2'];
  await authorPage.getByRole('link', { name: `View ${postTitle}` }).click();
  await expect(authorPage).toHaveURL(/\/read-news\/[0-9a-f-]{36}$/);
  await expectPhotosShown(authorPage, photoNames);
  await adminPage.goto('/pending-news');
  await adminPage.getByRole('link', { name: `View ${postTitle}` }).click();
  await expect(adminPage).toHaveURL(/\/read-news\/[0-9a-f-]{36}$/);
  const photoUrls = await expectPhotosShown(adminPage, photoNames);
  const visitor = await browser.newContext();
  for (const url of photoUrls) expect((await visitor.request.get(url)).status(), url).toBe(404);
  await visitor.close();

  // AUTHOR: a second post through the AI form (the server drafts the title and description).
  await authorPage.goto('/add-news-withAI/_add');
  await new BackOffice(authorPage).dropzoneInput(/^Thumbnail: drag/i).setInputFiles(thumbnail);
  await authorPage.getByLabel('Category').selectOption({ label: categoryName });
  const aiContent =
    'The school volleyball team qualified for the city championship on Saturday. ' +
    'Coach Dela Cruz said the players trained every morning for two months. ' +
    'The championship will be held at the city sports complex next week. ' +
    'Students can watch the games for free with their school ID.';
  await authorPage.getByLabel('Content').fill(aiContent);
  await authorPage.getByRole('button', { name: 'Post' }).click();
  await expect(authorPage).toHaveURL(/\/my-news$/);

  // A third post, arranged through the API, to be rejected.
  const author = await login(request, username, password);
  const doomed = await createNews(request, author, { title: unique('Off-topic draft '), category: categoryName });

  const pending = (await (
    await request.get('/api/v1/news/pending', { headers: { authorization: `Bearer ${author.accessToken}` } })
  ).json()) as { id: string; title: string }[];
  const aiPost = pending.find((item) => item.id !== doomed.id && item.title !== postTitle)!;

  // ADMIN: approves one in the past, one in the future, rejects the third.
  await adminPage.goto('/pending-news');
  await office.schedule(postTitle, -1);
  await office.reviewRow(postTitle).getByRole('button', { name: `Approve ${postTitle}` }).click();
  await office.confirm('Approve').click();
  await expect(office.reviewRow(postTitle)).toHaveCount(0);

  await office.schedule(aiPost.title, 1);
  await office.reviewRow(aiPost.title).getByRole('button', { name: `Approve ${aiPost.title}` }).click();
  await office.confirm('Approve').click();
  await expect(office.reviewRow(aiPost.title)).toHaveCount(0);

  await office.reviewRow(doomed.title).getByRole('button', { name: `Reject ${doomed.title}` }).click();
  await office.confirm('Reject').click();
  await expect(office.reviewRow(doomed.title)).toHaveCount(0);

  // AUTHOR: the inbox tells each decision in PRODUCT.md's words.
  await authorPage.goto('/notification');
  await expect(authorPage.getByText(`Your content titled '${postTitle}' has been approved and will be published at immediately.`)).toBeVisible();
  await expect(authorPage.getByText(new RegExp(`Your content titled '${escape(aiPost.title)}' has been approved and will be published at \\w+ 15, \\d{4}`))).toBeVisible();
  await expect(authorPage.getByText(`Your content titled '${doomed.title}' has been rejected.`)).toBeVisible();

  // The past-dated post is public; the scheduled one is not yet.
  const publicList = (await (await request.get('/api/v1/public-news')).json()) as { title: string }[];
  expect(publicList.map((item) => item.title)).toContain(postTitle);
  expect(publicList.map((item) => item.title)).not.toContain(aiPost.title);
});

/** Waits until each named image has loaded real pixels; answers the addresses they were loaded from. */
async function expectPhotosShown(page: Page, names: string[]): Promise<string[]> {
  const urls: string[] = [];
  for (const name of names) {
    const image = page.getByRole('img', { name, exact: true });
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { message: name }).toBe(true);
    urls.push(await image.evaluate((element: HTMLImageElement) => element.currentSrc));
  }
  return urls;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
