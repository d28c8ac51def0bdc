/** The newsletter's mail of one new story (issue 26): its photo, title, description and link, and the subscriber's manage link. */
import { articlePage, newsletterMessages as say, subscriptionMessages } from '@newsroom/shared';
import type { MailContent, MailItem, TemplateContext } from '../mail-layout.js';

/** A story as a newsletter tells it. */
export interface NewsletterStory {
  newsId: string;
  title: string;
  description: string;
  /** Its thumbnail, at an absolute address; null when it has none. */
  photo: { url: string; alt: string } | null;
}

export interface NewsletterStoryMail extends NewsletterStory {
  /** The token of the subscriber's manage page (made again at send time; see modules/subscriptions/manage-links.ts). */
  manageToken: string;
}

/** One story as an entry of a newsletter's list. */
export function newsletterStoryItem(story: NewsletterStory, { link }: TemplateContext): MailItem {
  return {
    lines: [story.title, story.description],
    link: { label: say.readAction, url: link(articlePage.href(story.newsId)) },
    ...(story.photo ? { image: story.photo } : {}),
  };
}

/** The visible way to change or end a subscription, at the end of every newsletter mail. */
export const manageNote = (manageToken: string, { link }: TemplateContext) => say.manageNote(link('/subscriptions/manage', { token: manageToken }));

export function newsletterStoryMail(data: NewsletterStoryMail, context: TemplateContext): MailContent {
  return {
    subject: say.storySubject(context.look.siteName, data.title),
    greeting: subscriptionMessages.greeting,
    paragraphs: [say.storyIntro(context.look.siteName)],
    items: [newsletterStoryItem(data, context)],
    notes: [manageNote(data.manageToken, context)],
  };
}
