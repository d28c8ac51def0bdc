/**
 * Invitations: one open invitation per address, its token kept as SHA-256 only. Accepting takes (deletes) it,
 * withdrawing deletes it. Functions take the database (or a change's transaction) first.
 */
import type { Kysely } from 'kysely';
import type { Role } from '@newsroom/shared';
import type { Database, InvitationRow } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';

/** An invitation with the full name of who invited (null once their account is gone). */
export type InvitationWithInviter = InvitationRow & { inviter_name: string | null };

export interface NewInvitation {
  email: string;
  role: Role;
  fullname: string | null;
  tokenHash: string;
  invitedBy: string;
  expiresAt: string;
}

export const emailKey = (email: string): string => email.trim().toLowerCase();

function withInviter(db: Kysely<Database>) {
  return db
    .selectFrom('invitations')
    .leftJoin('users', 'users.id', 'invitations.invited_by')
    .selectAll('invitations')
    .select('users.fullname as inviter_name');
}

/**
 * Writes a new invitation for the address; an open one for the same address (whatever its case) is replaced in the
 * same statement: a new id, token, role and expiry, so its old link dies. Answers the new invitation's id.
 */
export async function replaceInvitation(db: Kysely<Database>, invitation: NewInvitation): Promise<string> {
  const row = {
    id: newId(),
    email: invitation.email,
    role: invitation.role,
    fullname: invitation.fullname,
    token_hash: invitation.tokenHash,
    invited_by: invitation.invitedBy,
    created_at: nowIso(),
    expires_at: invitation.expiresAt,
  };
  await db
    .insertInto('invitations')
    .values({ ...row, email_key: emailKey(invitation.email) })
    .onConflict((oc) => oc.column('email_key').doUpdateSet(row))
    .execute();
  return row.id;
}

/** The invitations not yet answered, newest first, expired ones included (an ADMIN may resend them). */
export function listInvitations(db: Kysely<Database>): Promise<InvitationWithInviter[]> {
  return withInviter(db).orderBy('invitations.created_at', 'desc').orderBy('invitations.id').execute();
}

export function findInvitationById(db: Kysely<Database>, id: string): Promise<InvitationWithInviter | undefined> {
  return withInviter(db).where('invitations.id', '=', id).executeTakeFirst();
}

export function findInvitationByToken(db: Kysely<Database>, tokenHash: string): Promise<InvitationWithInviter | undefined> {
  return withInviter(db).where('invitations.token_hash', '=', tokenHash).executeTakeFirst();
}

/** A new token and expiry, sent by `invitedBy`: the old link dies. False when there is no such invitation. */
export async function renewInvitation(
  db: Kysely<Database>,
  id: string,
  renewal: Pick<NewInvitation, 'tokenHash' | 'invitedBy' | 'expiresAt'>,
): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ token_hash: renewal.tokenHash, invited_by: renewal.invitedBy, expires_at: renewal.expiresAt })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** False when there was no such invitation. */
export async function deleteInvitation(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('invitations').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** Deletes the invitation and answers what it was: of two acceptances with one token at once, only one gets it. */
export function takeInvitation(db: Kysely<Database>, tokenHash: string): Promise<InvitationRow | undefined> {
  return db.deleteFrom('invitations').where('token_hash', '=', tokenHash).returningAll().executeTakeFirst();
}
