/** Ending sessions early: signed-out tokens, and the one-time tickets that open the notification stream. */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuthenticatedUser, Session } from '../../plugins/auth.js';
import { secretHash } from '../../lib/secret-hash.js';

/** Long enough to open the stream right after asking; short enough that a ticket seen in a log is useless. */
export const STREAM_TICKET_SECONDS = 60;

/** Lists the token as signed out until it would have expired anyway, and forgets the ones past that. */
export async function revokeToken(db: Kysely<Database>, tokenId: string, expiresAt: Date): Promise<void> {
  await db.deleteFrom('revoked_tokens').where('expires_at', '<', new Date().toISOString()).execute();
  await db
    .insertInto('revoked_tokens')
    .values({ token_id: tokenId, expires_at: expiresAt.toISOString() })
    .onConflict((oc) => oc.column('token_id').doNothing())
    .execute();
}

export async function createStreamTicket(db: Kysely<Database>, user: AuthenticatedUser, now = new Date()): Promise<string> {
  await db.deleteFrom('stream_tickets').where('expires_at', '<', now.toISOString()).execute();
  const ticket = randomBytes(24).toString('base64url');
  await db
    .insertInto('stream_tickets')
    .values({
      ticket_hash: secretHash(ticket),
      user_id: user.id,
      token_id: user.session.tokenId,
      session_version: user.session.version,
      session_expires_at: user.session.expiresAt.toISOString(),
      expires_at: new Date(Math.min(now.getTime() + STREAM_TICKET_SECONDS * 1000, user.session.expiresAt.getTime())).toISOString(),
    })
    .execute();
  return ticket;
}

/** The session a ticket was made for, once: the ticket is gone whether or not it was still valid. */
export async function redeemStreamTicket(
  db: Kysely<Database>,
  ticket: string,
  now = new Date(),
): Promise<{ userId: string; session: Session } | null> {
  const row = await db
    .deleteFrom('stream_tickets')
    .where('ticket_hash', '=', secretHash(ticket))
    .returning(['user_id', 'token_id', 'session_version', 'session_expires_at', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return null;
  return { userId: row.user_id, session: { tokenId: row.token_id, version: row.session_version, expiresAt: new Date(row.session_expires_at) } };
}
