/** An ADMIN invites a writer by e-mail; the writer opens the e-mail's link, makes their account and is signed in. */
import { unique } from '../../support/api';
import { COLOR_SCHEMES, contextIn, expectNoViolations, expectNoViolationsNow } from '../../support/accessibility';
import { expect, signIn, test } from '../../support/fixtures';
import { linkIn, mailTo } from '../../support/outbox-files';
import { Invitations } from '../../pages/invitations';

test("an ADMIN invites by e-mail; the e-mail's link makes the writer's account and signs them in, once", async ({ page, browser, admin }) => {
  const email = `${unique('invited.')}@school.test`;
  const username = unique('invited');
  await signIn(page, admin);
  await page.goto('/user-management');
  const invitations = new Invitations(page);
  await invitations.inviteButton().click();
  await invitations.emailField().fill(email);
  await invitations.roleField().selectOption('author');
  await invitations.fullnameField().fill('Imelda Invited');
  await invitations.send().click();
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
  await expect(invitations.openInvitation(email)).toContainText('Imelda Invited');

  const link = linkIn(await mailTo(email), '/accept-invitation');
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  // The writer, in a browser of their own.
  const writerContext = await browser.newContext();
  const writerPage = await writerContext.newPage();
  const writer = new Invitations(writerPage);
  await writerPage.goto(link);
  await expect(writer.acceptHeading()).toBeVisible();
  await expect(writerPage.getByText(email, { exact: true })).toBeVisible();
  await expect(writerPage.getByText('Author', { exact: true })).toBeVisible();
  await expect(writer.acceptFullname()).toHaveValue('Imelda Invited');
  await writer.acceptUsername().fill(username);
  await writer.acceptPassword().fill('Invited#2026');
  await writer.acceptConfirmPassword().fill('Invited#2026');
  await writer.createAccount().click();
  await expect(writerPage).toHaveURL(/\/my-news$/);
  await expect(writerPage.getByRole('heading', { level: 1, name: 'MY CONTENTS' })).toBeVisible();

  await writerPage.goto(link);
  await expect(writer.noLongerValid()).toBeVisible();
  await writerContext.close();

  await page.reload();
  await expect(invitations.users().getByRole('cell', { name: username, exact: true })).toBeVisible();
  await expect(invitations.openInvitation(email)).toHaveCount(0);
});

for (const scheme of COLOR_SCHEMES) {
  test(`the invitation page, and the users page with its invitations, pass axe's WCAG 2.2 AA checks in ${scheme} mode`, async ({
    browser,
    request,
    admin,
  }) => {
    const email = `${unique('axe.invited.')}@school.test`;
    const invited = await request.post('/api/v1/invitations', {
      headers: { authorization: `Bearer ${admin.accessToken}` },
      data: { email, role: 'author', fullname: 'Axe Invitee' },
    });
    expect(invited.status()).toBe(201);
    const link = new URL(linkIn(await mailTo(email), '/accept-invitation'));
    const context = await contextIn(browser, scheme);
    const page = await context.newPage();
    for (const path of [`${link.pathname}${link.search}`, '/accept-invitation?token=an-old-link', '/accept-invitation']) {
      await expectNoViolations(page, path);
    }

    // The users page with the open invitation listed, and its invitation dialog.
    await signIn(page, admin);
    await expectNoViolations(page, '/user-management');
    const invitations = new Invitations(page);
    await expect(invitations.openInvitation(email)).toBeVisible();
    await invitations.inviteButton().click();
    await expect(invitations.dialog()).toBeVisible();
    await expectNoViolationsNow(page, 'the invitation dialog');
    await context.close();
  });
}
