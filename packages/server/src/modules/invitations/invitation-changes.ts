/**
 * Inviting by e-mail (issue 24): an ADMIN invites an address with a role; the invitation and its e-mail are written in
 * one change, so there is never one without the other, and the mail server being away never fails the invitation (the
 * outbox sends it when it can). The e-mail is in the inviting request's language: the invitee has none yet. Inviting
 * an address that has an open invitation replaces it (a new link, the old one dies); resending makes a new link and a
 * new 7 days; withdrawing ends the link.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { INVITATION_DAYS, invitationMessages, type invitationBodySchema, type Language } from '@newsroom/shared';
import type { Database } from '../../db/schema.js';
import { conflict, notFound } from '../../lib/api-error.js';
import { newLinkToken, secretHash } from '../../lib/secret-hash.js';
import type { Change } from '../../services/changes/change-record.js';
import { findUsersByEmail } from '../users/users.repository.js';
import { deleteInvitation, findInvitationById, renewInvitation, replaceInvitation, type InvitationWithInviter } from './invitations.repository.js';

type NewInvitation = z.output<typeof invitationBodySchema>;

/** Who invites: the signed-in ADMIN. */
export interface Inviter {
  id: string;
  fullname: string;
}

/** 409 when an account already has the address: that person signs in, or asks for a new password. */
export async function ensureNoAccountWith(db: Kysely<Database>, email: string): Promise<void> {
  if ((await findUsersByEmail(db, email)).length > 0) throw conflict(invitationMessages.accountExists);
}

const expiryFromNow = () => new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60_000).toISOString();

async function queueInvitationMail(app: FastifyInstance, change: Change, invitation: InvitationWithInviter, token: string, language: Language) {
  await app.mail.queue(change, {
    kind: 'invitation',
    to: { address: invitation.email, language },
    data: { fullname: invitation.fullname, inviter: invitation.inviter_name ?? '', role: invitation.role, token },
  });
}

export async function inviteUser(app: FastifyInstance, inviter: Inviter, values: NewInvitation, language: Language): Promise<InvitationWithInviter> {
  const token = newLinkToken();
  return app.changes.run(async (change) => {
    await ensureNoAccountWith(change.trx, values.email);
    const id = await replaceInvitation(change.trx, {
      email: values.email,
      role: values.role,
      fullname: values.fullname ?? null,
      tokenHash: secretHash(token),
      invitedBy: inviter.id,
      expiresAt: expiryFromNow(),
    });
    const invitation = (await findInvitationById(change.trx, id))!;
    await queueInvitationMail(app, change, invitation, token, language);
    return invitation;
  });
}

/** The ADMIN who resends becomes the inviter the e-mail names. */
export async function resendInvitation(app: FastifyInstance, inviter: Inviter, id: string, language: Language): Promise<InvitationWithInviter> {
  const token = newLinkToken();
  return app.changes.run(async (change) => {
    const renewed = await renewInvitation(change.trx, id, { tokenHash: secretHash(token), invitedBy: inviter.id, expiresAt: expiryFromNow() });
    if (!renewed) throw notFound(invitationMessages.notFound);
    const invitation = (await findInvitationById(change.trx, id))!;
    // An account made for the address meanwhile: the invitation can no longer be accepted, so nothing is sent.
    await ensureNoAccountWith(change.trx, invitation.email);
    await queueInvitationMail(app, change, invitation, token, language);
    return invitation;
  });
}

export async function withdrawInvitation(app: FastifyInstance, id: string): Promise<void> {
  if (!(await deleteInvitation(app.db, id))) throw notFound(invitationMessages.notFound);
}
