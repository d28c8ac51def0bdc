/** The password reset e-mail: who asked for what, the link, and how long it works. */
import { mailMessages } from '@newsroom/shared';
import type { MailContent, TemplateContext } from '../mail-layout.js';

export interface PasswordResetMail {
  fullname: string;
  /** Named in the message: someone who forgot their password may have forgotten their username too. */
  username: string;
  /** The reset token, which only this message carries (the database keeps its hash). */
  token: string;
}

export function passwordResetMail(data: PasswordResetMail, { look, link }: TemplateContext): MailContent {
  return {
    subject: mailMessages.passwordResetSubject(look.siteName),
    greeting: mailMessages.greeting(data.fullname),
    paragraphs: [mailMessages.passwordResetIntro(data.username)],
    action: { label: mailMessages.passwordResetAction, url: link('/reset-password', { token: data.token }) },
    notes: [mailMessages.passwordResetLimits, mailMessages.passwordResetIgnore],
  };
}
