/**
 * E-mail alerts: an AUTHOR's approved story arrives by e-mail with its public link, which opens the story; on My account
 * the AUTHOR then chooses one summary a day instead, which stays chosen.
 */
import { approveNews, createNews, createUser, unique } from '../../support/api';
import { expect, signIn, test } from '../../support/fixtures';
import { linkIn, mailTo } from '../../support/outbox-files';
import { BASE_URL } from '../../support/environment';
import { BackOffice } from '../../pages/back-office';
import { MyAccount } from '../../pages/my-account';

test("an approval is mailed to the author with the story's public link; the author then chooses a daily summary on My account", async ({
  page,
  request,
  admin,
}) => {
  const writer = await createUser(request, admin, 'author', 'Amado Alerts');
  const title = unique('Alerted story ');
  const story = await createNews(request, writer, { title });
  await approveNews(request, admin, story.id);

  const mail = await mailTo(writer.email);
  expect(mail).toContain(`Subject: Approved: ${title}`);
  const link = linkIn(mail, `/view-news/${story.id}`);
  // PUBLIC_URL, the server's own address in this suite.
  expect(new URL(link).origin).toBe(new URL(BASE_URL).origin);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await signIn(page, writer);
  await page.goto('/my-news');
  await new BackOffice(page).sidebarLink('My Account').click();
  const account = new MyAccount(page);
  await expect(account.heading()).toBeVisible();
  await expect(account.choice('Each alert as it happens')).toBeChecked();
  await account.choice(/^One summary a day at 07:00/).check();
  await account.save().click();
  await expect(account.savedState()).toHaveText('Saved: One summary a day at 07:00 (UTC time).');

  await page.reload();
  await expect(account.choice(/^One summary a day at 07:00/)).toBeChecked();
});
