/** The invitation e-mail: who invites the reader to which school, in which role, the link, and how long it works. */
import { invitationMailMessages, mailMessages, type Role } from '@newsroom/shared';
import type { MailContent, TemplateContext } from '../mail-layout.js';

export interface InvitationMail {
  /** The name the ADMIN gave, if any. */
  fullname: string | null;
  /** The full name of the ADMIN who invites. */
  inviter: string;
  role: Role;
  /** The invitation's token, which only this message carries (the database keeps its hash). */
  token: string;
}

export function invitationMail(data: InvitationMail, { look, link }: TemplateContext): MailContent {
  const intro = data.role === 'ADMIN' ? invitationMailMessages.introAdmin : invitationMailMessages.introAuthor;
  return {
    subject: invitationMailMessages.subject(look.siteName),
    greeting: data.fullname ? mailMessages.greeting(data.fullname) : invitationMailMessages.greetingWithoutName,
    paragraphs: [intro(data.inviter, look.siteName), invitationMailMessages.chooseAccount],
    action: { label: invitationMailMessages.action, url: link('/accept-invitation', { token: data.token }) },
    notes: [invitationMailMessages.limits, invitationMailMessages.ignore],
  };
}
