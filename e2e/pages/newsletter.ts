/** The newsletter's places for readers (issue 26): the compact subscribe form, the /subscribe and confirmation pages. Locators only. */
import type { Locator, Page } from '@playwright/test';

export class Newsletter {
  constructor(readonly page: Page) {}

  /** The compact form at the end of the article on screen. */
  articleForm = () => this.page.getByRole('form', { name: 'Get the next stories by e-mail' });
  email = (form: Locator) => form.getByRole('textbox', { name: 'E-mail address' });
  subscribe = (form: Locator) => form.getByRole('button', { name: 'Subscribe' });
  answer = (form: Locator) => form.getByRole('status');

  /** The /subscribe page's own field. */
  pageEmail = () => this.page.getByRole('form', { name: 'Get the news by e-mail' }).getByLabel('E-mail address');
  confirmButton = () => this.page.getByRole('button', { name: 'Confirm my subscription' });
  confirmed = () => this.page.getByRole('status');
}
