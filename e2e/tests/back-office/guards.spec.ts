/** SPEC §2's guards: no token goes to /login, a wrong role to /unauthorized; the server agrees. */
import { createUser } from '../../support/api';
import { expect, signIn, test } from '../../support/fixtures';

const protectedRoutes = [
  '/my-news',
  '/news',
  '/news-management',
  '/notification',
  '/add-news/_add',
  '/add-news-withAI/_add',
  '/pending-news',
  '/category-management',
  '/add-category/_add',
  '/add-user/_add',
  '/view-user/someone',
  '/user-management',
  '/approved-comments-management',
  '/archived-news',
  '/comments-management',
  '/comments',
  '/ListContributeContent',
  '/ReadContributeContent/some-id',
  '/RejectedNewsList',
];

const adminOnlyRoutes = [
  '/user-management',
  '/add-user/_add',
  '/approved-comments-management',
  '/archived-news',
  '/comments-management',
  '/ListContributeContent',
  '/RejectedNewsList',
];

test('every protected route sends a visitor without a token to /login', async ({ page }) => {
  for (const route of protectedRoutes) {
    await page.goto(route);
    await expect(page, `${route} should redirect`).toHaveURL(/\/login$/);
  }
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('an AUTHOR on an ADMIN-only route is sent to /unauthorized', async ({ page, request, admin }) => {
  const author = await createUser(request, admin, 'author', 'Guarded Author');
  await signIn(page, author);
  for (const route of adminOnlyRoutes) {
    await page.goto(route);
    await expect(page, `${route} should refuse an AUTHOR`).toHaveURL(/\/unauthorized$/);
  }
  await expect(page.getByText('Unauthorized Access')).toBeVisible();
  await expect(page.getByText('You are not authorized to access this page. Please login with appropriate credentials.')).toBeVisible();
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a forged token is refused by the server and the app goes back to /login', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('token', 'not-a-real-token');
    window.localStorage.setItem('role', 'ADMIN');
  });
  await page.goto('/user-management');
  await expect(page).toHaveURL(/\/login$/);
});
