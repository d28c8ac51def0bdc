/** The ADMIN reads a visitor's contribution, enlarges a photo, turns it into a draft, and deletes it. */
import type { Page } from '@playwright/test';
import { createContribution, unique } from '../../support/api';
import { expect, signIn, test } from '../../support/fixtures';

/** A fresh Proud Lasallian contribution with two photos; answers its sender's name. */
async function contribution(request: Parameters<typeof createContribution>[0]): Promise<string> {
  const author = unique('Contributor ');
  await createContribution(request, {
    author,
    category: 'Proud Lasallian',
    fields: { 'Name of Featured Lasallian': 'Liza Santos', 'Grade/Year and Section/Course': 'Grade 9 - St. La Salle' },
    photos: 2,
  });
  return author;
}

async function findContribution(page: Page, author: string) {
  await page.goto('/ListContributeContent');
  await page.getByLabel('Search by Name, Email or Content').fill(author);
}

test('the ADMIN reads a contribution and enlarges one of its photos', async ({ page, request, admin }) => {
  const author = await contribution(request);
  await signIn(page, admin);
  await findContribution(page, author);
  await page.getByRole('link', { name: `View the contribution from ${author}` }).click();
  await expect(page.getByText('Liza Santos')).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^Proud Lasallian$/ })).toBeVisible();

  await page.getByRole('button', { name: 'Enlarge photo 1' }).click();
  const preview = page.getByRole('dialog');
  await expect(preview.getByRole('img')).toBeVisible();
  await preview.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(preview).toBeHidden();
});

test('the ADMIN turns a contribution into a news draft', async ({ page, request, admin }) => {
  const author = await contribution(request);
  await signIn(page, admin);
  await findContribution(page, author);
  await page.getByRole('link', { name: `View the contribution from ${author}` }).click();
  await page.getByRole('button', { name: 'Turn into draft' }).click();
  await page.getByRole('link', { name: 'Open the draft' }).click();
  await expect(page).toHaveURL(/\/add-news\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Title')).toHaveValue(/Liza Santos/);
});

test('the ADMIN deletes a contribution', async ({ page, request, admin }) => {
  const author = await contribution(request);
  await signIn(page, admin);
  await findContribution(page, author);
  await page.getByRole('button', { name: `Delete the contribution from ${author}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No Contributed Content Available')).toBeVisible();
});
