/**
 * WCAG 2.2 AA as far as a machine can check it (axe-core): every reader's page and the busiest back-office
 * screens, filled with content, in light and in dark mode. Contrast, names, labels, roles and structure; what
 * only a person can judge (keyboard order, wording) is covered by the journeys and the component tests.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { approveNews, createNews, createUser, unique } from '../support/api';
import { expect, signIn, test } from '../support/fixtures';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The violations on the page as it is now, one readable line each (rule, impact, where, why). */
async function violationsOn(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? violation.help}`,
    ),
  );
}

async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Mantine's transitions (modals, menus, fades) settle within 250 ms.
  await page.waitForTimeout(300);
  expect(await violationsOn(page), `axe on ${path}`).toEqual([]);
}

for (const scheme of ['light', 'dark'] as const) {
  test(`every reader's page and the back office pass axe's WCAG 2.2 AA checks in ${scheme} mode`, async ({ browser, request, admin }) => {
    test.setTimeout(180_000);
    const author = await createUser(request, admin, 'author', 'Axe Author');
    const story = await createNews(request, author, { title: unique('Accessible story '), category: 'Animo Idol', photos: 2 });
    await approveNews(request, admin, story.id);
    await createNews(request, author, { title: unique('Waiting story ') });

    const darkMode = String(scheme === 'dark');
    const reader = await browser.newContext();
    await reader.addInitScript((dark) => window.localStorage.setItem('darkMode', dark), darkMode);
    const readerPage = await reader.newPage();
    for (const path of ['/', '/category/Animo-Idol', `/view-news/${story.id}`, '/ContributeContent', '/login', '/unauthorized']) {
      await expectNoViolations(readerPage, path);
    }
    await reader.close();

    const office = await browser.newContext();
    await office.addInitScript((dark) => window.localStorage.setItem('darkMode', dark), darkMode);
    const officePage = await office.newPage();
    await signIn(officePage, admin);
    for (const path of [
      '/news-management',
      '/pending-news',
      '/add-news/_add',
      `/read-news/${story.id}`,
      '/user-management',
      '/category-management',
      '/notification',
      '/comments-management',
      '/ListContributeContent',
    ]) {
      await expectNoViolations(officePage, path);
    }
    await office.close();
  });
}
