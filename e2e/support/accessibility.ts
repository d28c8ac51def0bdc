/**
 * WCAG 2.2 AA as far as a machine can check it (axe-core): contrast, names, labels, roles and structure; what
 * only a person can judge (keyboard order, wording) is covered by the journeys and the component tests.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import type { News } from '@newsroom/shared';
import { approveNews, createNews, createUser, unique } from './api';
import { arrange } from './arrange';
import { expect } from './fixtures';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const COLOR_SCHEMES = ['light', 'dark'] as const;

/** A browser context whose pages open in the given color scheme, as the reader's stored choice. */
export async function contextIn(browser: Browser, scheme: (typeof COLOR_SCHEMES)[number]): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript((dark) => window.localStorage.setItem('darkMode', dark), String(scheme === 'dark'));
  return context;
}

/** The violations on the page as it is now, one readable line each (rule, impact, where, why). */
async function violationsOn(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1]?.trim() ?? violation.help}`,
    ),
  );
}

export async function expectNoViolations(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expectNoViolationsNow(page, path);
}

/** The page as it is now (a dialog opened on it, say), once its transitions have ended; `what` names it in a failure. */
export async function expectNoViolationsNow(page: Page, what: string) {
  // Mid-transition (Mantine's fades, modals, menus) colours are between two states, and axe would judge those.
  // Endless animations (a loader's spin) never finish and change no colour.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  expect(await violationsOn(page), `axe on ${what}`).toEqual([]);
}

/** A published story with photos to check pages on, and, for the back office, one more waiting for review. */
export function arrangeCheckedStory(playwright: PlaywrightWorkerArgs['playwright'], { alsoPending = false } = {}): Promise<News> {
  return arrange(playwright, async (request, admin) => {
    const author = await createUser(request, admin, 'author', 'Axe Author');
    const created = await createNews(request, author, { title: unique('Accessible story '), category: 'Animo Idol', photos: 2 });
    await approveNews(request, admin, created.id);
    if (alsoPending) await createNews(request, author, { title: unique('Waiting story ') });
    return created;
  });
}
