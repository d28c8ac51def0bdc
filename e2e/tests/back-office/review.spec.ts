/**
 * The ADMIN reviews pending stories: approving with a past publication date publishes at once, with a future
 * one schedules, rejecting turns it down; the AUTHOR's inbox tells each decision in PRODUCT.md's words.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { News } from '@newsroom/shared';
import { createNews, createUser, unique, type Session } from '../../support/api';
import { expect, signedInPage, signIn, test } from '../../support/fixtures';
import { BackOffice } from '../../pages/back-office';

async function inboxOf(browser: Browser, author: Session) {
  const page = await signedInPage(browser, author);
  await page.goto('/notification');
  return page;
}

/** An AUTHOR's story waiting for review, with the ADMIN's review screen open on `page`. */
async function pendingStoryUnderReview(page: Page, request: APIRequestContext, admin: Session, authorName: string, title: string) {
  const author = await createUser(request, admin, 'author', authorName);
  const story = await createNews(request, author, { title: unique(title) });
  await signIn(page, admin);
  await page.goto('/pending-news');
  return { author, story, office: new BackOffice(page) };
}

const publicTitles = async (request: APIRequestContext) =>
  ((await (await request.get('/api/v1/public-news')).json()) as News[]).map((item) => item.title);

test('approving with a past publication date publishes the story at once', async ({ page, browser, request, admin }) => {
  const { author, story, office } = await pendingStoryUnderReview(page, request, admin, 'Past Writer', 'Intramurals final ');
  await office.schedule(story.title, -1);
  await office.decide(story.title, 'Approve');
  await expect(office.reviewRow(story.title)).toHaveCount(0);

  expect(await publicTitles(request)).toContain(story.title);
  const inbox = await inboxOf(browser, author);
  await expect(inbox.getByText(`Your content titled '${story.title}' has been approved and will be published at immediately.`)).toBeVisible();
  await inbox.context().close();
});

test('approving with a future publication date schedules the story', async ({ page, browser, request, admin }) => {
  const { author, story, office } = await pendingStoryUnderReview(page, request, admin, 'Future Writer', 'Volleyball championship ');
  await office.schedule(story.title, 1);
  await office.decide(story.title, 'Approve');
  await expect(office.reviewRow(story.title)).toHaveCount(0);

  expect(await publicTitles(request)).not.toContain(story.title);
  const inbox = await inboxOf(browser, author);
  await expect(
    inbox.getByText(new RegExp(`Your content titled '${escape(story.title)}' has been approved and will be published at \\w+ 15, \\d{4}`)),
  ).toBeVisible();
  await inbox.context().close();
});

test('rejecting a story tells its AUTHOR', async ({ page, browser, request, admin }) => {
  const { author, story, office } = await pendingStoryUnderReview(page, request, admin, 'Rejected Writer', 'Off-topic draft ');
  await office.decide(story.title, 'Reject');
  await expect(office.reviewRow(story.title)).toHaveCount(0);

  expect(await publicTitles(request)).not.toContain(story.title);
  const inbox = await inboxOf(browser, author);
  await expect(inbox.getByText(`Your content titled '${story.title}' has been rejected.`)).toBeVisible();
  await inbox.context().close();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
