/** Test fixtures: the admin's API session, and pages signed in as a role by storing the session as the app does. */
import { test as base, type Page } from '@playwright/test';
import { storedRoleFromRoleNames } from '@newsroom/shared';
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

export const test = base.extend<{ admin: Session }>({
  admin: async ({ request }, use) => {
    await use(await loginAsAdmin(request));
  },
});

export { expect } from '@playwright/test';
