/**
 * Every kind of e-mail the site sends, and what each one's template needs: the `data` given to `app.mail.queue`. A new
 * kind is a template file in templates/ (its words are shared messages, mailMessages, with their Filipino) and one
 * line in each of the two lists below.
 */
import type { MailContent, TemplateContext } from './mail-layout.js';
import { invitationMail, type InvitationMail } from './templates/invitation.js';
import { alertMail, type AlertMail } from './templates/alert.js';
import { alertSummaryMail, type AlertSummaryMail } from './templates/alert-summary.js';
import { passwordResetMail, type PasswordResetMail } from './templates/password-reset.js';
import { newsletterStoryMail, type NewsletterStoryMail } from './templates/newsletter-story.js';
import { newsletterDigestMail, type NewsletterDigestMail } from './templates/newsletter-digest.js';
import { subscriptionConfirmationMail, type SubscriptionConfirmationMail } from './templates/subscription-confirmation.js';

export interface MailKinds {
  'password-reset': PasswordResetMail;
  invitation: InvitationMail;
  alert: AlertMail;
  'alert-summary': AlertSummaryMail;
  'subscription-confirmation': SubscriptionConfirmationMail;
  'newsletter-story': NewsletterStoryMail;
  'newsletter-digest': NewsletterDigestMail;
}
export type MailKind = keyof MailKinds;

export const mailTemplates: { [Kind in MailKind]: (data: MailKinds[Kind], context: TemplateContext) => MailContent } = {
  'password-reset': passwordResetMail,
  invitation: invitationMail,
  alert: alertMail,
  'alert-summary': alertSummaryMail,
  'subscription-confirmation': subscriptionConfirmationMail,
  'newsletter-story': newsletterStoryMail,
  'newsletter-digest': newsletterDigestMail,
};
