/** Test fixtures: the admin's API session, and pages signed in as a role the way the app signs in. */
import { test as base, type Browser, type Page } from '@playwright/test';
import { APP_STARTED_ATTRIBUTE, storedRoleFromRoleNames } from '@newsroom/shared';
import { login, loginAsAdmin, type Session } from './api';

/**
 * Signs the page in as the login screen does: the browser's own login call (page.request shares the page's
 * cookies) sets the media cookie that photos not yet public need, and the session goes into local storage.
 */
export async function signIn(page: Page, session: Session): Promise<void> {
  const browserSession = await login(page.request, session.username, session.password);
  await page.addInitScript(
    (stored) => {
      if (window.sessionStorage.getItem('e2e-signed-in')) return;
      window.sessionStorage.setItem('e2e-signed-in', '1');
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
    },
    {
      token: browserSession.accessToken,
      role: storedRoleFromRoleNames(browserSession.roles),
      username: browserSession.username,
      email: browserSession.email,
      fullname: browserSession.fullname,
      userId: browserSession.id,
    },
  );
}

/** A page of its own browser context (its own storage and cookies), signed in as the session's user. */
export async function signedInPage(browser: Browser, session: Session): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, session);
  return page;
}

/**
 * A server-rendered page is readable at once but starts its app at the reader's first sign of life
 * (shared/app-start.ts); a journey that goes on before would click links as a reader without script does. So an
 * opened page is one the reader has moved the pointer over, and that the app runs.
 */
async function waitForApp(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await page.locator(`html[${APP_STARTED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

export const test = base.extend<{ admin: Session }>({
  admin: async ({ request }, use) => {
    await use(await loginAsAdmin(request));
  },
  page: async ({ page }, use) => {
    const [goto, reload] = [page.goto.bind(page), page.reload.bind(page)];
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForApp(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForApp(page);
      return response;
    };
    await use(page);
  },
});

export { expect } from '@playwright/test';
