/**
 * The outbox table (mail_outbox), its one door: messages written with what caused them, claimed by one sender at a
 * time under a lease, and marked as each try ends. The claim is a conditional UPDATE on both databases; PostgreSQL
 * also skips rows another sender is claiming at that moment (FOR UPDATE SKIP LOCKED), and the UPDATE checks again
 * that each row is still due, so two senders on one database never both hold a message.
 */
import { sql, type ExpressionBuilder, type Kysely, type Updateable } from 'kysely';
import type { Database, MailOutboxRow, MailOutboxTable } from '../../db/schema.js';
import { isPostgres } from '../../db/dialect.js';

export type NewOutboxMessage = Omit<MailOutboxRow, 'attempts' | 'claim_id' | 'lease_expires_at' | 'sent_at'>;

export async function insertOutboxMessage(db: Kysely<Database>, message: NewOutboxMessage): Promise<void> {
  await db
    .insertInto('mail_outbox')
    .values({ ...message, attempts: 0, claim_id: null, lease_expires_at: null, sent_at: null })
    .execute();
}

/** Waiting and due, or held by a sender whose lease has passed (it died, or was cut off mid-send). */
const dueAt = (now: string) => (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
  eb.or([
    eb.and([eb('state', 'in', ['queued', 'retrying']), eb('next_attempt_at', '<=', now)]),
    eb.and([eb('state', '=', 'sending'), eb('lease_expires_at', '<=', now)]),
  ]);

/** Takes up to `limit` due messages for this claim until `leaseUntil`; each claim counts as an attempt. */
export async function claimDueMessages(db: Kysely<Database>, claimId: string, now: Date, leaseUntil: Date, limit: number): Promise<MailOutboxRow[]> {
  const nowIso = now.toISOString();
  const claim = { state: 'sending' as const, claim_id: claimId, lease_expires_at: leaseUntil.toISOString(), attempts: sql<number>`attempts + 1` };
  const due = db.selectFrom('mail_outbox').select('id').where(dueAt(nowIso)).orderBy('next_attempt_at').limit(limit);
  const claimed = isPostgres(db)
    ? // The locked rows are chosen once, in a CTE, and updated from it: a subquery in `id IN (…)` may be planned so that
      // a row it locked is not the one updated, and two claims at the same moment then took fewer than were due.
      await db
        .with('due', () => due.forUpdate().skipLocked())
        .updateTable('mail_outbox')
        .set(claim)
        .from('due')
        .whereRef('mail_outbox.id', '=', 'due.id')
        .returningAll('mail_outbox')
        .execute()
    : await db.updateTable('mail_outbox').set(claim).where('id', 'in', due).where(dueAt(nowIso)).returningAll().execute();
  return claimed.sort((a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at) || a.created_at.localeCompare(b.created_at));
}

/**
 * Extends the lease on one message just before it is sent; false when the claim lost it (its lease passed while the
 * batch's earlier messages went out, and another sender took it). One message a time: senders that renewed their
 * whole batch at once locked the same rows in different orders, and PostgreSQL ended one of them as a deadlock.
 */
export async function renewClaim(db: Kysely<Database>, id: string, claimId: string, leaseUntil: Date): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ lease_expires_at: leaseUntil.toISOString() })
    .where('id', '=', id)
    .where('claim_id', '=', claimId)
    .where('state', '=', 'sending')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Ends this claim's try with its outcome; a claim lost meanwhile (another sender holds the message) changes nothing.
 * Answers whether it ended it.
 */
async function endTry(db: Kysely<Database>, id: string, claimId: string, outcome: Updateable<MailOutboxTable>): Promise<boolean> {
  const result = await db
    .updateTable('mail_outbox')
    .set({ ...outcome, claim_id: null, lease_expires_at: null })
    .where('id', '=', id)
    .where('claim_id', '=', claimId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export const markSent = (db: Kysely<Database>, id: string, claimId: string, now: Date) =>
  endTry(db, id, claimId, { state: 'sent', sent_at: now.toISOString(), last_error: null });

export const markRetrying = (db: Kysely<Database>, id: string, claimId: string, nextAttemptAt: Date, error: string) =>
  endTry(db, id, claimId, { state: 'retrying', next_attempt_at: nextAttemptAt.toISOString(), last_error: error });

export const markFailed = (db: Kysely<Database>, id: string, claimId: string, error: string) =>
  endTry(db, id, claimId, { state: 'failed', last_error: error });

/** Gives back messages this claim took but never tried (a sender stopping): due again at once, their try not counted. */
export async function releaseClaim(db: Kysely<Database>, ids: readonly string[], claimId: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('mail_outbox')
    .set({
      claim_id: null,
      lease_expires_at: null,
      state: sql<'queued' | 'retrying'>`case when last_error is null then 'queued' else 'retrying' end`,
      attempts: sql<number>`attempts - 1`,
    })
    .where('id', 'in', [...ids])
    .where('claim_id', '=', claimId)
    .execute();
}

/** The newest messages first, for the outbox page. */
export function latestOutboxMessages(db: Kysely<Database>, limit: number): Promise<MailOutboxRow[]> {
  return db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** Deletes the sent and given-up messages written before `writtenBefore`; answers how many went. */
export async function deleteSettledMessages(db: Kysely<Database>, writtenBefore: Date): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('state', 'in', ['sent', 'failed'])
    .where('created_at', '<', writtenBefore.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
