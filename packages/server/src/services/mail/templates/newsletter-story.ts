/** The newsletter's mail of one new story (issue 26): its title, description and link, and the subscriber's manage link. */
import { articlePage, newsletterMessages as say, subscriptionMessages } from '@newsroom/shared';
import type { MailContent, TemplateContext } from '../mail-layout.js';

export interface NewsletterStoryMail {
  newsId: string;
  title: string;
  description: string;
  /** The token of the subscriber's manage page (made again at send time; see modules/subscriptions/manage-links.ts). */
  manageToken: string;
}

export function newsletterStoryMail(data: NewsletterStoryMail, { look, link }: TemplateContext): MailContent {
  return {
    subject: say.storySubject(look.siteName, data.title),
    greeting: subscriptionMessages.greeting,
    paragraphs: [say.storyIntro(look.siteName)],
    items: [{ lines: [data.title, data.description], link: { label: say.readAction, url: link(articlePage.href(data.newsId)) } }],
    notes: [say.manageNote(link('/subscriptions/manage', { token: data.manageToken }))],
  };
}
