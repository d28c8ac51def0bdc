/** The reader's side of the site: role- and label-based locators only, no assertions. */
import type { Page } from '@playwright/test';

export class PublicSite {
  constructor(readonly page: Page) {}

  header = () => this.page.getByRole('banner');
  darkModeToggle = () => this.page.getByRole('switch', { name: 'Dark mode' }).or(this.page.getByRole('button', { name: 'Dark mode' }));
  contributeButton = () => this.page.getByRole('link', { name: 'Contribute a post' });
  categoryLink = (name: string) => this.page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name });
  searchBox = () => this.page.getByRole('textbox', { name: /search/i }).first();
  searchButton = () => this.page.getByRole('button', { name: 'Search' });
  card = (title: string) => this.page.getByRole('button', { name: title }).or(this.page.getByRole('link', { name: title })).first();
  readMore = () => this.page.getByRole('link', { name: 'Read More' }).or(this.page.getByRole('button', { name: 'Read More' }));

  async openHome() {
    await this.page.goto('/');
  }
}

export class LoginPage {
  constructor(readonly page: Page) {}

  username = () => this.page.getByLabel('Username');
  password = () => this.page.getByLabel('Password', { exact: false }).first();
  submit = () => this.page.getByRole('button', { name: 'Login' });

  async signIn(username: string, password: string) {
    await this.page.goto('/login');
    await this.username().fill(username);
    await this.password().fill(password);
    await this.submit().click();
  }
}
