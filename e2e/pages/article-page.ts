/** The public article page and its comments: locators only. */
import type { Page } from '@playwright/test';

export class ArticlePage {
  constructor(readonly page: Page) {}

  title = () => this.page.getByRole('heading', { level: 1 });
  summarizeButton = () => this.page.getByRole('button', { name: 'Summarize Content' });
  summaryDialog = () => this.page.getByRole('dialog', { name: 'Summarized Content' });
  commentForm = () => this.page.getByRole('form', { name: 'Leave a comment' });
  replyForm = (name: string) => this.page.getByRole('form', { name: `Reply to ${name}` });
  email = () => this.commentForm().getByLabel('Email');
  commentText = () => this.commentForm().getByLabel('Comment');
  postButton = () => this.commentForm().getByRole('button', { name: 'Post' });
  comment = (name: string) => this.page.getByRole('article', { name: `Comment by ${name}` });
  confirmDialogButton = (label: string) => this.page.getByRole('dialog').getByRole('button', { name: label });

  async open(id: string) {
    await this.page.goto(`/view-news/${id}`);
  }
}
