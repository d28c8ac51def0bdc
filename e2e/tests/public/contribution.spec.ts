/** A visitor sends in a story with photos, without an account. */
import { unique } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { photoFiles } from '../../support/photo-files';

test('a visitor sends a story with two photos and is told it arrived', async ({ page }) => {
  const files = await photoFiles(['First', 'Second'], '#e8590c');
  await page.goto('/ContributeContent');
  await expect(page.getByRole('heading', { name: 'Contribute a Post' })).toBeVisible();
  await page.getByLabel('Category').selectOption('Proud Lasallian');
  await page.getByLabel('Your Name').fill(unique('Contributor '));
  await page.getByLabel('Your Email').fill('visitor@example.com');
  await page.getByLabel('Name of Featured Lasallian').fill('Liza Santos');
  await page.getByLabel('Grade/Year and Section/Course').fill('Grade 9 - St. La Salle');
  await page.getByLabel('Photos').setInputFiles(files);
  await expect(page.getByRole('img', { name: /First|Second|photo/i })).toHaveCount(2);
  await page.getByRole('button', { name: 'Submit Post' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Post submitted successfully!' })).toBeVisible();
});
