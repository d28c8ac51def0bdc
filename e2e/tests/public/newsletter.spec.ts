/**
 * The newsletter as a reader lives it (issue 26): subscribe from the form at the end of an article, confirm from the
 * mail, get the next story by mail, leave with the mail's one-click unsubscribe (as a mail program does it, RFC 8058),
 * and get nothing more. Mail is read from the .eml files the server writes without SMTP_URL; it is sent in the
 * background, so every mail is waited for, never assumed.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { APP_STARTED_ATTRIBUTE } from '@newsroom/shared';
import { approveNews, createNews, createUser, unique, type Session } from '../../support/api';
import { expect, test as appTest } from '../../support/fixtures';
import { headerOf, linkIn, mailsTo, mailTo } from '../../support/outbox-files';
import { ArticlePage } from '../../pages/article-page';
import { Newsletter } from '../../pages/newsletter';

/** A page of its own, whose opening does not wait for the app (as the suite's `page` does): the reader has not moved yet. */
const test = appTest.extend<{ bare: Page }>({
  bare: async ({ browser }, use) => {
    const context = await browser.newContext();
    await use(await context.newPage());
    await context.close();
  },
});

const REQUESTED = 'Thank you. Check your e-mail: the subscription starts when you open the link we sent.';

async function publishStory(request: APIRequestContext, admin: Session, title: string) {
  const author = await createUser(request, admin, 'author', 'Newsletter Writer');
  const story = await createNews(request, author, { title, description: `${title}: what happened, in one line.` });
  await approveNews(request, admin, story.id);
  return story;
}

/** Asks for a subscription through the API and confirms it from its mail, as a second reader would. */
async function subscribedReader(request: APIRequestContext, address: string) {
  expect((await request.post('/api/v1/subscriptions', { data: { email: address } })).status()).toBe(202);
  const token = new URL(linkIn(await mailTo(address, '/subscriptions/confirm'), '/subscriptions/confirm')).searchParams.get('token');
  expect((await request.post('/api/v1/subscriptions/confirmations', { data: { token } })).status()).toBe(200);
}

/** Holds the app's script back until released: the page stays as the server sent it. */
async function holdAppScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('subscribe at the end of an article, confirm from the mail, get the next story, leave in one click, get nothing more', async ({
  page,
  request,
  admin,
}) => {
  const reader = `${unique('parent')}@family.test`;
  const first = await publishStory(request, admin, unique('Science fair opens '));
  const newsletter = new Newsletter(page);

  await new ArticlePage(page).open(first.id);
  const form = newsletter.articleForm();
  await newsletter.email(form).fill(reader);
  await newsletter.subscribe(form).click();
  await expect(newsletter.answer(form)).toHaveText(REQUESTED);

  // The confirmation mail's link, opened in the browser, confirms with a click.
  const confirmation = await mailTo(reader, '/subscriptions/confirm');
  await page.goto(linkIn(confirmation, '/subscriptions/confirm'));
  await newsletter.confirmButton().click();
  await expect(newsletter.confirmed()).toHaveText('Your subscription is confirmed.');

  // A story approved now comes by mail, with RFC 8058's one-click unsubscribe headers.
  const second = await publishStory(request, admin, unique('Robotics final tonight '));
  const storyMail = await mailTo(reader, second.title);
  expect(linkIn(storyMail, `/view-news/${second.id}`)).toBeTruthy();
  expect(headerOf(storyMail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const unsubscribeUrl = /^<([^>]+)>$/.exec(headerOf(storyMail, 'List-Unsubscribe') ?? '')?.[1];
  expect(unsubscribeUrl).toContain('/api/v1/subscriptions/unsubscribe?token=');

  // A mail program's one click: a POST with that body, no login, no page.
  const left = await request.post(unsubscribeUrl!, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(left.ok()).toBe(true);

  // The next story goes to a reader still subscribed; once theirs is written, the one who left has none.
  const stayer = `${unique('alumna')}@family.test`;
  await subscribedReader(request, stayer);
  const third = await publishStory(request, admin, unique('Choir tour announced '));
  await mailTo(stayer, third.title);
  expect(mailsTo(reader, third.title)).toEqual([]);
  expect(mailsTo(reader, second.title)).toHaveLength(1);
});

test('an address typed into the form before the app has come is sent by the app once it has, on the same page', async ({
  bare: page,
  request,
  admin,
}) => {
  const reader = `${unique('early')}@family.test`;
  const story = await publishStory(request, admin, unique('Before the script '));
  const release = await holdAppScript(page);
  const newsletter = new Newsletter(page);
  await new ArticlePage(page).open(story.id);
  const form = newsletter.articleForm();
  await newsletter.email(form).click();
  await page.keyboard.type(reader);
  await expect(page.locator('html')).not.toHaveAttribute(APP_STARTED_ATTRIBUTE);

  release();
  await expect(page.locator('html')).toHaveAttribute(APP_STARTED_ATTRIBUTE, '');
  // The form's own code comes after the app's: once the network is quiet, the form is the app's.
  await page.waitForLoadState('networkidle');
  await expect(newsletter.email(form)).toHaveValue(reader);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await newsletter.subscribe(form).click();
  await expect(newsletter.answer(form)).toHaveText(REQUESTED);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await mailTo(reader, '/subscriptions/confirm');
});

test('Subscribe pressed before the app has come takes the address to the /subscribe page, which keeps it out of the address bar', async ({
  bare: page,
  request,
  admin,
}) => {
  const reader = `${unique('hasty')}@family.test`;
  const story = await publishStory(request, admin, unique('Pressed early '));
  const release = await holdAppScript(page);
  const newsletter = new Newsletter(page);
  await new ArticlePage(page).open(story.id);
  const form = newsletter.articleForm();
  await newsletter.email(form).fill(reader);
  await newsletter.subscribe(form).click();
  await expect(page).toHaveURL(/\/subscribe\?email=/);

  release();
  await expect(newsletter.pageEmail()).toHaveValue(reader);
  await expect(page).toHaveURL(/\/subscribe$/);
});
