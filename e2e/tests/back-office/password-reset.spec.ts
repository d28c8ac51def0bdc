/** A writer who forgot their password asks for a link, reads it in their e-mail, sets a new password and signs in. */
import { createUser, loginAsAdmin } from '../../support/api';
import { COLOR_SCHEMES, contextIn, expectNoViolations } from '../../support/accessibility';
import { expect, signIn, test } from '../../support/fixtures';
import { linkIn, mailTo } from '../../support/outbox-files';
import { AccountPages } from '../../pages/account';
import { BackOffice } from '../../pages/back-office';
import { LoginPage } from '../../pages/public-site';

test("forgot password: the e-mail's link sets a new password, with which the writer signs in; the link then works no more", async ({
  page,
  request,
}) => {
  const writer = await createUser(request, await loginAsAdmin(request), 'author', 'Fe Forgetful');
  const account = new AccountPages(page);

  await page.goto('/login');
  await account.forgotPasswordLink().click();
  await account.emailField().fill(writer.email);
  await account.sendLink().click();
  await expect(account.sentHeading()).toBeVisible();

  const link = linkIn(await mailTo(writer.email), '/reset-password');
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await account.newPassword().fill('Remembered#2026');
  await account.confirmPassword().fill('Remembered#2026');
  await account.savePassword().click();
  await expect(account.passwordChanged()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const login = new LoginPage(page);
  await login.username().fill(writer.username);
  await login.password().fill('Remembered#2026');
  await login.submit().click();
  await expect(page).toHaveURL(/\/my-news$/);

  await page.goto(link);
  await account.newPassword().fill('Another#2026');
  await account.confirmPassword().fill('Another#2026');
  await account.savePassword().click();
  await expect(account.linkNoLongerValid()).toBeVisible();
});

test('the ADMIN finds the same link on the Outbox page, for a school without a mail server', async ({ page, request, admin }) => {
  const writer = await createUser(request, admin, 'author', 'Ramon Remote');
  const asked = await request.post('/api/v1/auth/password-reset-requests', { data: { email: writer.email } });
  expect(asked.status()).toBe(202);
  const link = linkIn(await mailTo(writer.email), '/reset-password');

  await signIn(page, admin);
  await page.goto('/user-management');
  await new BackOffice(page).sidebarLink('Outbox').click();
  const message = page
    .getByRole('list', { name: 'E-mails' })
    .getByRole('listitem')
    .filter({ hasText: `To ${writer.email}` });
  await expect(message.getByText('Sent', { exact: true })).toBeVisible();
  await expect(message.getByRole('link', { name: link })).toHaveAttribute('href', link);
});

for (const scheme of COLOR_SCHEMES) {
  test(`the forgot-password and new-password pages pass axe's WCAG 2.2 AA checks in ${scheme} mode`, async ({ browser }) => {
    const context = await contextIn(browser, scheme);
    const page = await context.newPage();
    for (const path of ['/login', '/forgot-password', '/reset-password?token=an-old-link', '/reset-password']) await expectNoViolations(page, path);
    await context.close();
  });
}
