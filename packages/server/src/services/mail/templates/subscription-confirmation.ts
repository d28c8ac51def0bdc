/** The newsletter's confirmation e-mail: the one message an address gets before its owner says yes. */
import { subscriptionMessages } from '@newsroom/shared';
import type { MailContent, TemplateContext } from '../mail-layout.js';

export interface SubscriptionConfirmationMail {
  /** The confirmation token, which only this message carries (the database keeps its hash). */
  token: string;
}

export function subscriptionConfirmationMail(data: SubscriptionConfirmationMail, { look, link }: TemplateContext): MailContent {
  return {
    subject: subscriptionMessages.confirmSubject(look.siteName),
    greeting: subscriptionMessages.greeting,
    paragraphs: [subscriptionMessages.confirmIntro(look.siteName)],
    action: { label: subscriptionMessages.confirmAction, url: link('/subscriptions/confirm', { token: data.token }) },
    notes: [subscriptionMessages.confirmLimits, subscriptionMessages.confirmIgnore],
  };
}
