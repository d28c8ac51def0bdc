/**
 * Invitations by e-mail (issue 24): an ADMIN invites an address with a role, the invitee opens the e-mail's link and
 * chooses their name, username and password under the user form's rules (the same fields and messages).
 */
import { z } from 'zod';
import { invitationMessages } from '../messages.js';
import { ROLES } from '../roles.js';
import { emailSchema, fullnameSchema, passwordSchema, roleSchema, usernameSchema } from './user.js';

/** How long an invitation's link works, in days (PRODUCT.md: 7 days, once). */
export const INVITATION_DAYS = 7;

export const invitationBodySchema = z.object({
  email: emailSchema,
  role: roleSchema,
  /** The name the invitee is greeted with and finds filled in; they may change it. Empty means none. */
  fullname: z.preprocess((value) => (value === '' || value === null ? undefined : value), fullnameSchema.optional()),
});
export type InvitationBody = z.input<typeof invitationBodySchema>;

/** An open invitation as the ADMIN sees it. */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  fullname: z.string().nullable(),
  invitedBy: z.string().nullable().describe('the full name of the ADMIN who invited (or last resent); null once their account is gone'),
  createdAt: z.string(),
  expiresAt: z.string().describe('when the link stops working; in the past for an invitation that expired unanswered'),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** Any token that is not one (empty, too long) gets the same answer as a wrong one. */
const tokenSchema = z
  .string({ error: invitationMessages.linkInvalid })
  .min(1, { error: invitationMessages.linkInvalid })
  .max(200, { error: invitationMessages.linkInvalid });

export const invitationTokenParamsSchema = z.object({ token: tokenSchema });

/** What the invitee's page shows before they accept: the school's name comes from the site settings. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  role: z.enum(ROLES),
  fullname: z.string().nullable(),
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** Accepting: the user form's fields and rules; the e-mail and the role are the invitation's. */
export const invitationAcceptanceBodySchema = z.object({
  token: tokenSchema,
  fullname: fullnameSchema,
  username: usernameSchema,
  password: passwordSchema,
});
export type InvitationAcceptanceBody = z.input<typeof invitationAcceptanceBodySchema>;
