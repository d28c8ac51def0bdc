/** Invitations by e-mail: the ADMIN's dialog and list on the users page, and the invitee's page. Locators only. */
import type { Page } from '@playwright/test';

export class Invitations {
  constructor(readonly page: Page) {}

  inviteButton = () => this.page.getByRole('button', { name: 'Invite by e-mail' });
  dialog = () => this.page.getByRole('dialog', { name: 'Invite by e-mail' });
  emailField = () => this.dialog().getByRole('textbox', { name: 'E-mail address' });
  roleField = () => this.dialog().getByRole('combobox', { name: 'Role' });
  fullnameField = () => this.dialog().getByRole('textbox', { name: 'Full name' });
  send = () => this.dialog().getByRole('button', { name: 'Send the invitation' });
  openInvitations = () => this.page.getByRole('table', { name: 'Open invitations' });
  openInvitation = (email: string) => this.openInvitations().getByRole('row').filter({ hasText: email });
  users = () => this.page.getByRole('table').first();

  acceptHeading = () => this.page.getByRole('heading', { level: 1, name: 'Accept your invitation' });
  acceptFullname = () => this.page.getByRole('textbox', { name: 'Full name' });
  acceptUsername = () => this.page.getByRole('textbox', { name: 'Username' });
  acceptPassword = () => this.page.getByRole('textbox', { name: 'Password', exact: true });
  acceptConfirmPassword = () => this.page.getByRole('textbox', { name: 'Confirm password' });
  createAccount = () => this.page.getByRole('button', { name: 'Create my account' });
  noLongerValid = () => this.page.getByRole('alert').filter({ hasText: 'This invitation is no longer valid.' });
}
