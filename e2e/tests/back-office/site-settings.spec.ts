/** The ADMIN makes the site the school's own: a new name and accent colour, seen by a reader on the home page. */
import type { SiteSettings } from '@newsroom/shared';
import { auth, unique } from '../../support/api';
import { expect, signIn, test } from '../../support/fixtures';
import { PublicSite } from '../../pages/public-site';

/** Maroon: 10.9:1 on white; its dark-mode shade 4.9:1 on the dark background. */
const MAROON = '#800000';

test('the ADMIN renames the site and changes its accent colour; a reader sees both on the home page', async ({ page, admin, browser, request }) => {
  const before = (await (await request.get('/api/v1/settings')).json()) as SiteSettings;
  const siteName = unique('The Araneta Courier ');
  try {
    await signIn(page, admin);
    await page.goto('/site-settings');
    await expect(page.getByRole('heading', { level: 1, name: 'SITE SETTINGS' })).toBeVisible();
    await page.getByLabel('Site name').fill(siteName);
    await page.getByLabel('Accent color').fill(MAROON);
    await expect(page.getByRole('status').filter({ hasText: 'Readable in both modes' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Site settings saved.')).toBeVisible();

    // A reader who was never signed in: the server's page names the site from its first byte...
    const html = await (await request.get('/')).text();
    expect(html).toContain(`<title>${siteName}</title>`);

    const reader = await (await browser.newContext()).newPage();
    try {
      const site = new PublicSite(reader);
      await site.openHome();
      await expect(site.header().getByRole('link', { name: siteName })).toBeVisible();
      await expect(reader).toHaveTitle(siteName);
      // ...and paints in the new colour: the round Contribute button is filled with it.
      await expect(site.contributeButton()).toHaveCSS('background-color', 'rgb(128, 0, 0)');
    } finally {
      await reader.context().close();
    }
  } finally {
    // The other journeys (and their accessibility checks) expect the site as it was.
    const { logoUrl: _logoUrl, ...settings } = before;
    await request.put('/api/v1/settings', { headers: auth(admin), data: settings });
  }
});

test('an accent colour too light to read on white is refused before it is saved', async ({ page, admin }) => {
  await signIn(page, admin);
  await page.goto('/site-settings');
  await page.getByLabel('Accent color').fill('#f5c400');
  await expect(page.getByRole('status').filter({ hasText: 'This color is too light to read on white' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  // The field says so too, and nothing was sent: the saved colour is still the one the page started with.
  await expect(page.getByText(/This color is too light to read on white/)).toHaveCount(2);
  await page.reload();
  await expect(page.getByLabel('Accent color')).not.toHaveValue('#f5c400');
});
