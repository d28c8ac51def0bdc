/** My account (both roles): how the signed-in user gets e-mail alerts. Locators only. */
import type { Page } from '@playwright/test';

export class MyAccount {
  constructor(readonly page: Page) {}

  heading = () => this.page.getByRole('heading', { level: 1, name: 'MY ACCOUNT' });
  alertChoices = () => this.page.getByRole('radiogroup', { name: 'How do you want to get e-mail alerts?' });
  choice = (name: string | RegExp) => this.alertChoices().getByRole('radio', { name });
  save = () => this.page.getByRole('button', { name: 'Save' });
  savedState = () => this.page.getByRole('status').filter({ hasText: /^Saved: / });
}
