/** Back-office screens: locators only. */
import type { Locator, Page } from '@playwright/test';

export class BackOffice {
  constructor(readonly page: Page) {}

  sidebarLink = (name: string | RegExp) => this.page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name });
  confirm = (label: string) => this.page.getByRole('dialog').getByRole('button', { name: label });
  /** The photo picker's hidden file input, found through its drop zone's accessible name. */
  dropzoneInput = (label: RegExp) => this.page.getByRole('button', { name: label }).locator('input[type=file]');
  reviewRow = (title: string): Locator => this.page.getByRole('group', { name: `Review ${title}` });
  /** A row of the comments-awaiting-moderation table, found by the comment's text. */
  moderationRow = (text: string): Locator =>
    this.page.getByRole('table', { name: 'Comments awaiting moderation' }).getByRole('row').filter({ hasText: text });

  /** Presses Approve or Reject on a story's review row and confirms it in the dialog. */
  async decide(title: string, decision: 'Approve' | 'Reject') {
    await this.reviewRow(title)
      .getByRole('button', { name: `${decision} ${title}` })
      .click();
    await this.confirm(decision).click();
  }

  /** Ticks Set Publication Date and picks the 15th of the month `monthsAway` from now (negative: the past). */
  async schedule(title: string, monthsAway: number) {
    const row = this.reviewRow(title);
    await row.getByLabel('Set Publication Date').check();
    await row.getByLabel('Publication date and time').click();
    const direction = monthsAway < 0 ? 'Previous month' : 'Next month';
    for (let step = 0; step < Math.abs(monthsAway); step += 1) await this.page.getByRole('button', { name: direction }).click();
    const day = new Date();
    day.setDate(15);
    day.setMonth(day.getMonth() + monthsAway);
    // The calendar names each day "15 December 2026".
    await this.page.getByRole('button', { name: `15 ${day.toLocaleString('en-US', { month: 'long' })} ${day.getFullYear()}`, exact: true }).click();
    // Picking the day sets the value; the picker's check-mark button has no name, and Escape closes it as well.
    await this.page.keyboard.press('Escape');
  }
}
