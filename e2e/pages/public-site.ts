/** The reader's side of the site: role- and label-based locators only, no assertions. */
import type { Page } from '@playwright/test';

export class PublicSite {
  constructor(readonly page: Page) {}

  header = () => this.page.getByRole('banner');
  darkModeToggle = () => this.page.getByRole('button', { name: 'Dark mode' });
  contributeButton = () => this.page.getByRole('link', { name: 'Contribute a post' });
  categoryLink = (name: string) => this.page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name });
  search = () => this.page.getByRole('search');
  searchBox = () => this.search().getByRole('combobox', { name: 'Search' });
  searchMonth = () => this.search().getByLabel('Month');
  searchYear = () => this.search().getByLabel('Year');
  searchButton = () => this.search().getByRole('button', { name: 'Search' });
  /** A story's card: a link to its page that the app opens as a dialog, so it is named a button either way. */
  card = (title: string) => this.page.getByRole('button', { name: title, exact: true });
  storyDialog = (title: string) => this.page.getByRole('dialog', { name: title });
  readMore = (title: string) => this.storyDialog(title).getByRole('link', { name: 'Read More' });

  async openHome() {
    await this.page.goto('/');
  }
}

export class LoginPage {
  constructor(readonly page: Page) {}

  username = () => this.page.getByLabel('Username');
  password = () => this.page.getByRole('textbox', { name: 'Password', exact: true });
  submit = () => this.page.getByRole('button', { name: 'Login' });

  async signIn(username: string, password: string) {
    await this.page.goto('/login');
    await this.username().fill(username);
    await this.password().fill(password);
    await this.submit().click();
  }
}
