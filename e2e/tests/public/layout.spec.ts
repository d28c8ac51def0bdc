/** What every reader notices first: dark mode that sticks, a header that gets out of the way, a layout that fits a phone. */
import { approveNews, createCategory, createNews, createUser, unique } from '../../support/api';
import { expect, test } from '../../support/fixtures';
import { PublicSite } from '../../pages/public-site';

test('dark mode survives a reload', async ({ page }) => {
  const site = new PublicSite(page);
  await site.openHome();
  const html = page.locator('html');
  const before = await html.getAttribute('data-mantine-color-scheme');
  await site.darkModeToggle().click();
  const after = before === 'dark' ? 'light' : 'dark';
  await expect(html).toHaveAttribute('data-mantine-color-scheme', after);
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', after);
  expect(await page.evaluate(() => window.localStorage.getItem('darkMode'))).toBe(after === 'dark' ? 'true' : 'false');
});

test('the header hides when scrolling down and comes back when scrolling up', async ({ page, request, admin }) => {
  const author = await createUser(request, admin, 'author', 'Scroll Author');
  for (let index = 0; index < 8; index += 1) {
    const news = await createNews(request, author, { title: `Scrolling story ${index}` });
    await approveNews(request, admin, news.id);
  }
  await page.setViewportSize({ width: 1280, height: 600 });
  const site = new PublicSite(page);
  await site.openHome();
  await expect(page.getByRole('button', { name: 'Scrolling story 7' })).toBeVisible();
  const header = site.header();
  await expect(header).toBeInViewport();
  await page.mouse.wheel(0, 1500);
  await expect(header).not.toBeInViewport();
  await page.mouse.wheel(0, -400);
  await expect(header).toBeInViewport();
});

test('the layout holds at 375px: nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const route of ['/', '/login', '/ContributeContent', '/unauthorized']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${route} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
  }
  await page.goto('/');
  await expect(new PublicSite(page).contributeButton()).toBeVisible();
});

test('a school with many categories gets them all in view: the bar wraps and the page starts below it', async ({ page, request, admin }) => {
  for (let index = 0; index < 8; index += 1) await createCategory(request, admin, unique(`Section ${index} `));
  await page.setViewportSize({ width: 1280, height: 800 });
  const site = new PublicSite(page);
  await site.openHome();
  const bar = page.getByRole('navigation', { name: 'Categories' });
  const links = bar.getByRole('link');
  expect(await links.count()).toBeGreaterThanOrEqual(17);
  // On one scrolling row, the last links would sit beyond the right edge.
  for (const link of await links.all()) await expect(link).toBeInViewport({ ratio: 1 });
  expect(await bar.evaluate((nav) => nav.scrollWidth - nav.clientWidth)).toBeLessThanOrEqual(0);
  const header = (await site.header().boundingBox())!;
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(heading.y).toBeGreaterThanOrEqual(header.y + header.height);
});
