/**
 * WCAG 2.2 AA as far as a machine can check it (axe-core): contrast, names, labels, roles and structure; what
 * only a person can judge (keyboard order, wording) is covered by the journeys and the component tests.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
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
  // Mid-transition (Mantine's fades, modals, menus) colours are between two states, and axe would judge those.
  // Endless animations (a loader's spin) never finish and change no colour.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  expect(await violationsOn(page), `axe on ${path}`).toEqual([]);
}
