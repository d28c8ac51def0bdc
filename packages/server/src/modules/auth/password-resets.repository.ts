/** Reset tokens: one per user, kept as SHA-256 only, taken (deleted) by the reset that uses them. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/ids.js';

export interface ResetTokenValues {
  tokenHash: string;
  userId: string;
  sessionVersion: number;
  expiresAt: string;
}

/** Makes this the user's one live token: the one asked for before dies with it. Expired tokens go at the same time. */
export async function replaceResetToken(db: Kysely<Database>, token: ResetTokenValues): Promise<void> {
  const now = nowIso();
  await db
    .deleteFrom('password_reset_tokens')
    .where((eb) => eb.or([eb('user_id', '=', token.userId), eb('expires_at', '<', now)]))
    .execute();
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: token.tokenHash,
      user_id: token.userId,
      session_version: token.sessionVersion,
      expires_at: token.expiresAt,
      created_at: now,
    })
    .execute();
}

export function findResetToken(db: Kysely<Database>, tokenHash: string) {
  return db.selectFrom('password_reset_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Deletes the token and answers what it was: of two resets with one token at once, only one gets it. */
export function takeResetToken(db: Kysely<Database>, tokenHash: string) {
  return db.deleteFrom('password_reset_tokens').where('token_hash', '=', tokenHash).returningAll().executeTakeFirst();
}

/** Ends the user's link: it went to an address the account no longer has. */
export async function endResetToken(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom('password_reset_tokens').where('user_id', '=', userId).execute();
}
