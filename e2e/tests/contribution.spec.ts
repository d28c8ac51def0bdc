/**
 * A visitor sends in a story with photos; the ADMIN reads it, enlarges a photo, turns it into a draft, then
 * deletes the contribution.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { photo, unique } from '../support/api';
import { expect, signIn, test } from '../support/fixtures';

test('a contribution goes from a visitor to an ADMIN, into a draft, and away', async ({ page, admin }) => {
  test.setTimeout(120_000);
  const name = unique('Contributor ');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-photos-'));
  const files = await Promise.all(
    ['First', 'Second'].map(async (label) => {
      const file = path.join(folder, `${label}.jpg`);
      fs.writeFileSync(file, await photo(label, '#e8590c'));
      return file;
    }),
  );

  await page.goto('/ContributeContent');
  await expect(page.getByRole('heading', { name: 'Contribute a Post' })).toBeVisible();
  await page.getByLabel('Category').selectOption('Proud Lasallian');
  await page.getByLabel('Your Name').fill(name);
  await page.getByLabel('Your Email').fill('visitor@example.com');
  await page.getByLabel('Name of Featured Lasallian').fill('Liza Santos');
  await page.getByLabel('Grade/Year and Section/Course').fill('Grade 9 - St. La Salle');
  await page.getByLabel('Photos').setInputFiles(files);
  await expect(page.getByRole('img', { name: /First|Second|photo/i })).toHaveCount(2);
  await page.getByRole('button', { name: 'Submit Post' }).click();
  await expect(page.getByText('Post submitted successfully!').first()).toBeVisible();

  await signIn(page, admin);
  await page.goto('/ListContributeContent');
  await page.getByLabel('Search by Name, Email or Content').fill(name);
  await page.getByRole('link', { name: `View the contribution from ${name}` }).click();
  await expect(page.getByText('Liza Santos')).toBeVisible();
  await expect(page.getByText('Proud Lasallian').first()).toBeVisible();

  await page.getByRole('button', { name: 'Enlarge photo 1' }).click();
  const preview = page.getByRole('dialog');
  await expect(preview.getByRole('img')).toBeVisible();
  await preview.getByRole('button', { name: 'Close' }).first().click();
  await expect(preview).toBeHidden();

  await page.getByRole('button', { name: 'Turn into draft' }).click();
  await page.getByRole('link', { name: 'Open the draft' }).or(page.getByRole('button', { name: 'Open the draft' })).click();
  await expect(page).toHaveURL(/\/add-news\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Title')).toHaveValue(/Liza Santos/);

  await page.goto('/ListContributeContent');
  await page.getByLabel('Search by Name, Email or Content').fill(name);
  await page.getByRole('button', { name: `Delete the contribution from ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No Contributed Content Available')).toBeVisible();
});
