/**
 * The ADMIN reviews pending stories: approving with a past publication date publishes at once, with a future
 * one schedules, rejecting turns it down; the AUTHOR's inbox tells each decision in PRODUCT.md's words.
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import type { News } from '@newsroom/shared';
import { createNews, createUser, unique, type Session } from '../../support/api';
import { expect, signedInPage, signIn, test } from '../../support/fixtures';
import { BackOffice } from '../../pages/back-office';

async function inboxOf(browser: Browser, author: Session) {
  const page = await signedInPage(browser, author);
  await page.goto('/notification');
  return page;
}

const publicTitles = async (request: APIRequestContext) =>
  ((await (await request.get('/api/v1/public-news')).json()) as News[]).map((item) => item.title);

test('approving with a past publication date publishes the story at once', async ({ page, browser, request, admin }) => {
  const author = await createUser(request, admin, 'author', 'Past Writer');
  const story = await createNews(request, author, { title: unique('Intramurals final ') });
  await signIn(page, admin);
  await page.goto('/pending-news');
  const office = new BackOffice(page);
  await office.schedule(story.title, -1);
  await office
    .reviewRow(story.title)
    .getByRole('button', { name: `Approve ${story.title}` })
    .click();
  await office.confirm('Approve').click();
  await expect(office.reviewRow(story.title)).toHaveCount(0);

  expect(await publicTitles(request)).toContain(story.title);
  const inbox = await inboxOf(browser, author);
  await expect(inbox.getByText(`Your content titled '${story.title}' has been approved and will be published at immediately.`)).toBeVisible();
  await inbox.context().close();
});

test('approving with a future publication date schedules the story', async ({ page, browser, request, admin }) => {
  const author = await createUser(request, admin, 'author', 'Future Writer');
  const story = await createNews(request, author, { title: unique('Volleyball championship ') });
  await signIn(page, admin);
  await page.goto('/pending-news');
  const office = new BackOffice(page);
  await office.schedule(story.title, 1);
  await office
    .reviewRow(story.title)
    .getByRole('button', { name: `Approve ${story.title}` })
    .click();
  await office.confirm('Approve').click();
  await expect(office.reviewRow(story.title)).toHaveCount(0);

  expect(await publicTitles(request)).not.toContain(story.title);
  const inbox = await inboxOf(browser, author);
  await expect(
    inbox.getByText(new RegExp(`Your content titled '${escape(story.title)}' has been approved and will be published at \\w+ 15, \\d{4}`)),
  ).toBeVisible();
  await inbox.context().close();
});

test('rejecting a story tells its AUTHOR', async ({ page, browser, request, admin }) => {
  const author = await createUser(request, admin, 'author', 'Rejected Writer');
  const story = await createNews(request, author, { title: unique('Off-topic draft ') });
  await signIn(page, admin);
  await page.goto('/pending-news');
  const office = new BackOffice(page);
  await office
    .reviewRow(story.title)
    .getByRole('button', { name: `Reject ${story.title}` })
    .click();
  await office.confirm('Reject').click();
  await expect(office.reviewRow(story.title)).toHaveCount(0);

  expect(await publicTitles(request)).not.toContain(story.title);
  const inbox = await inboxOf(browser, author);
  await expect(inbox.getByText(`Your content titled '${story.title}' has been rejected.`)).toBeVisible();
  await inbox.context().close();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
