/** The pages of a reader who forgot their password: locators only. */
import type { Page } from '@playwright/test';

export class AccountPages {
  constructor(readonly page: Page) {}

  forgotPasswordLink = () => this.page.getByRole('link', { name: 'Forgot password?' });
  emailField = () => this.page.getByRole('textbox', { name: 'E-mail address' });
  sendLink = () => this.page.getByRole('button', { name: 'Send me a link' });
  sentHeading = () => this.page.getByRole('heading', { level: 1, name: 'Check your e-mail' });
  newPassword = () => this.page.getByRole('textbox', { name: 'New password', exact: true });
  confirmPassword = () => this.page.getByRole('textbox', { name: 'Confirm new password' });
  savePassword = () => this.page.getByRole('button', { name: 'Save the new password' });
  passwordChanged = () => this.page.getByRole('status').filter({ hasText: 'Your password has been changed.' });
  linkNoLongerValid = () => this.page.getByRole('alert').filter({ hasText: 'This link is no longer valid. Ask for a new one.' });
}
