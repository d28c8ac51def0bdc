/** The ADMIN signs in through the form, and adds a category and an AUTHOR. */
import { unique } from '../../support/api';
import { ADMIN_PASSWORD, ADMIN_USERNAME } from '../../support/environment';
import { expect, signIn, test } from '../../support/fixtures';
import { LoginPage } from '../../pages/public-site';

test('the ADMIN signs in through the form and lands on the user list', async ({ page }) => {
  await new LoginPage(page).signIn(ADMIN_USERNAME, ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/user-management$/);
});

test('the ADMIN adds a category', async ({ page, admin }) => {
  const categoryName = unique('Sports ');
  await signIn(page, admin);
  await page.goto('/add-category/_add');
  await page.getByLabel('Category Name').fill(categoryName);
  await page.getByLabel('Description').fill('Games, teams and scores.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/category-management$/);
  await expect(page.getByText(categoryName)).toBeVisible();
});

test('the ADMIN adds an AUTHOR, who can then sign in', async ({ page, admin, browser }) => {
  const username = unique('writer');
  const password = 'Writer#2026!';
  await signIn(page, admin);
  await page.goto('/user-management');
  await page.getByRole('link', { name: 'Add User' }).click();
  await expect(page).toHaveURL(/\/add-user\/_add$/);
  await page.getByLabel('Full Name').fill('Wena Writer');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/^Confirm Password/).fill(password);
  await page.getByLabel('Email').fill(`${username}@school.test`);
  await page.getByLabel('Role').selectOption('author');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/user-management$/);
  await expect(page.getByText(username)).toBeVisible();

  const authorPage = await (await browser.newContext()).newPage();
  try {
    await new LoginPage(authorPage).signIn(username, password);
    await expect(authorPage).toHaveURL(/\/my-news$/);
  } finally {
    await authorPage.context().close();
  }
});
