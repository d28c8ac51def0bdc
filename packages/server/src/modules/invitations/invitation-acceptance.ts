/**
 * Accepting an invitation: the invitee chooses their name, username and password under the user form's rules, and the
 * account is made with the invitation's e-mail and role, then signed in. The token works once: it is taken (deleted)
 * in the same transaction that makes the account, so two acceptances at once make one account, and an account that
 * cannot be made (its username taken) leaves the invitation as it was.
 */
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { invitationMessages, type invitationAcceptanceBodySchema, type Language } from '@newsroom/shared';
import { badRequest } from '../../lib/api-error.js';
import { nowIso } from '../../lib/ids.js';
import { secretHash } from '../../lib/secret-hash.js';
import { hashPassword } from '../../services/passwords.js';
import { openSession, type OpenedSession } from '../auth/sign-in.js';
import { ensureUsernameFree, insertAccount } from '../users/user-accounts.js';
import { ensureNoAccountWith } from './invitation-changes.js';
import { findInvitationByToken, takeInvitation, type InvitationWithInviter } from './invitations.repository.js';

type Acceptance = z.output<typeof invitationAcceptanceBodySchema>;

const isLive = (invitation: { expires_at: string } | undefined) => invitation !== undefined && invitation.expires_at > nowIso();

/** The invitation a link opens; every token that opens none (wrong, used, withdrawn, replaced, expired) gets the same 400. */
export async function invitationOfToken(app: FastifyInstance, token: string): Promise<InvitationWithInviter> {
  const invitation = await findInvitationByToken(app.db, secretHash(token));
  if (!invitation || !isLive(invitation)) throw badRequest(invitationMessages.linkInvalid);
  // Said before the form is filled in: an account made for the address meanwhile means this one can never be accepted.
  await ensureNoAccountWith(app.db, invitation.email);
  return invitation;
}

export async function acceptInvitation(app: FastifyInstance, acceptance: Acceptance, language: Language): Promise<OpenedSession> {
  const tokenHash = secretHash(acceptance.token);
  // Checked before the costly hashing, so a wrong token or a taken username costs little; checked again below.
  await invitationOfToken(app, acceptance.token);
  await ensureUsernameFree(app.db, acceptance.username);
  const passwordHash = await hashPassword(acceptance.password);
  const user = await app.changes.run(async (change) => {
    const invitation = await takeInvitation(change.trx, tokenHash);
    if (!invitation || !isLive(invitation)) throw badRequest(invitationMessages.linkInvalid);
    await ensureNoAccountWith(change.trx, invitation.email);
    return insertAccount(change.trx, {
      fullname: acceptance.fullname,
      username: acceptance.username,
      email: invitation.email,
      role: invitation.role,
      passwordHash,
    });
  });
  return openSession(app, user, language);
}
