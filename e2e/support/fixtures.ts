/** Test fixtures: the admin's API session, and pages signed in as a role the way the app signs in. */
import { test as base, type Page } from '@playwright/test';
import { storedRoleFromRoleNames } from '@newsroom/shared';
import { login, loginAsAdmin, type Session } from './api';

/**
 * Signs the page in as the login screen does: the browser's own login call (page.request shares the page's
 * cookies) sets the media cookie that photos not yet public need, and the session goes into local storage.
 */
export async function signIn(page: Page, session: Session): Promise<void> {
  const browserSession = await login(page.request, session.username, session.password);
  await page.addInitScript((stored) => {
    if (window.sessionStorage.getItem('e2e-signed-in')) return;
    window.sessionStorage.setItem('e2e-signed-in', '1');
    for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
  }, {
    token: browserSession.accessToken,
    role: storedRoleFromRoleNames(browserSession.roles),
    username: browserSession.username,
    email: browserSession.email,
    fullname: browserSession.fullname,
    userId: browserSession.id,
  });
}

export const test = base.extend<{ admin: Session }>({
  admin: async ({ request }, use) => {
    await use(await loginAsAdmin(request));
  },
});

export { expect } from '@playwright/test';
