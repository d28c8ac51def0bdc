/** The newsletter's digest (issue 26): several stories, each with its photo, title, description and link, and the manage link. */
import { newsletterMessages as say, subscriptionMessages } from '@newsroom/shared';
import type { MailContent, TemplateContext } from '../mail-layout.js';
import { manageNote, newsletterStoryItem, type NewsletterStory } from './newsletter-story.js';

export interface NewsletterDigestMail {
  /** In the order the mail shows them. */
  stories: NewsletterStory[];
  manageToken: string;
}

export function newsletterDigestMail(data: NewsletterDigestMail, context: TemplateContext): MailContent {
  return {
    subject: say.digestSubject(context.look.siteName),
    greeting: subscriptionMessages.greeting,
    paragraphs: [say.digestIntro(context.look.siteName, data.stories.length)],
    items: data.stories.map((story) => newsletterStoryItem(story, context)),
    notes: [manageNote(data.manageToken, context)],
  };
}
