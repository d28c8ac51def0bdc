/** Test fixtures: the admin's API session, and pages signed in as a role by storing the session as the app does. */
import { test as base, type Page } from '@playwright/test';
import { APP_STARTED_ATTRIBUTE, storedRoleFromRoleNames } from '@newsroom/shared';
import { loginAsAdmin, type Session } from './api';

/** Signs the page in the way the login screen does: the session goes into local storage. */
export async function signIn(page: Page, session: Session): Promise<void> {
  await page.addInitScript((stored) => {
    if (window.sessionStorage.getItem('e2e-signed-in')) return;
    window.sessionStorage.setItem('e2e-signed-in', '1');
    for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  }, {
    token: session.accessToken,
    role: storedRoleFromRoleNames(session.roles),
    username: session.username,
    email: session.email,
    fullname: session.fullname,
    userId: session.id,
  });
}

/**
 * A server-rendered page is readable at once but starts its app after its load (shared/app-start.ts); a journey
 * that goes on before would click links as a reader without script does. So an opened page is one the app runs.
 */
async function waitForApp(page: Page): Promise<void> {
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
