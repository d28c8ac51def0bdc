/**
 * The newsletters table and its fan-out's reads and writes: making a newsletter (once per occasion), claiming a due
 * one under a lease (a conditional UPDATE on both databases, FOR UPDATE SKIP LOCKED on PostgreSQL, as the outbox does),
 * the next batch of its audience after the cursor, the delivery records that make a second mail impossible, and the
 * counts its mails move.
 */
import { sql, type ExpressionBuilder, type Kysely, type Updateable } from 'kysely';
import type { Database, NewsletterRow, NewslettersTable, NewsletterSubscriptionRow } from '../../db/schema.js';
import { isPostgres } from '../../db/dialect.js';

export type NewNewsletter = Omit<NewsletterRow, 'cursor' | 'recipients' | 'sent' | 'failed' | 'claim_id' | 'lease_expires_at'>;

export async function insertNewsletter(db: Kysely<Database>, row: NewNewsletter): Promise<void> {
  await db
    .insertInto('newsletters')
    .values({ ...row, cursor: null, recipients: 0, sent: 0, failed: 0, claim_id: null, lease_expires_at: null })
    .execute();
}

/** Makes the newsletter of an occasion unless one exists; answers whether this call made it (of two instances, one does). */
export async function insertNewsletterOnce(db: Kysely<Database>, row: NewNewsletter): Promise<boolean> {
  const result = await db
    .insertInto('newsletters')
    .values({ ...row, cursor: null, recipients: 0, sent: 0, failed: 0, claim_id: null, lease_expires_at: null })
    .onConflict((conflict) => conflict.column('occasion').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export function findNewsletterByOccasion(db: Kysely<Database>, occasion: string): Promise<NewsletterRow | undefined> {
  return db.selectFrom('newsletters').selectAll().where('occasion', '=', occasion).executeTakeFirst();
}

export async function updateNewsletter(db: Kysely<Database>, id: string, values: Updateable<NewslettersTable>): Promise<void> {
  await db.updateTable('newsletters').set(values).where('id', '=', id).execute();
}

/** A newsletter with the username of the ADMIN who sent it (null when the site made it or the account is gone). */
export type NewsletterWithSender = NewsletterRow & { created_by_username: string | null };

function withSender(db: Kysely<Database>) {
  return db
    .selectFrom('newsletters')
    .leftJoin('users', 'users.id', 'newsletters.created_by')
    .selectAll('newsletters')
    .select('users.username as created_by_username');
}

export function findNewsletter(db: Kysely<Database>, id: string): Promise<NewsletterWithSender | undefined> {
  return withSender(db).where('newsletters.id', '=', id).executeTakeFirst();
}

export function latestNewsletters(db: Kysely<Database>, limit: number): Promise<NewsletterWithSender[]> {
  return withSender(db).orderBy('newsletters.created_at', 'desc').orderBy('newsletters.id', 'desc').limit(limit).execute();
}

/** Scheduled or under way, its time come, and held by nobody (or by a worker whose lease has passed: it died). */
const dueAt = (now: string) => (eb: ExpressionBuilder<Database, 'newsletters'>) =>
  eb.and([
    eb('state', 'in', ['scheduled', 'sending']),
    eb('send_at', '<=', now),
    eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<=', now)]),
  ]);

/** Takes the longest-due newsletter for this claim until `leaseUntil`, or none. */
export async function claimDueNewsletter(db: Kysely<Database>, claimId: string, now: Date, leaseUntil: Date): Promise<NewsletterRow | undefined> {
  const nowIso = now.toISOString();
  let due = db.selectFrom('newsletters').select('id').where(dueAt(nowIso)).orderBy('send_at').limit(1);
  if (isPostgres(db)) due = due.forUpdate().skipLocked();
  return (
    db
      .updateTable('newsletters')
      .set({ claim_id: claimId, lease_expires_at: leaseUntil.toISOString() })
      .where('id', 'in', due)
      // Read again on the row being updated: one another worker claimed since the select no longer matches.
      .where(dueAt(nowIso))
      .returningAll()
      .executeTakeFirst()
  );
}

/**
 * Extends this claim's lease, in the transaction of a batch: on PostgreSQL it also locks the row until the batch
 * commits. False when the claim has lost it (its lease passed and another worker took the newsletter).
 */
export async function renewNewsletterClaim(db: Kysely<Database>, id: string, claimId: string, leaseUntil: Date): Promise<boolean> {
  const result = await db
    .updateTable('newsletters')
    .set({ lease_expires_at: leaseUntil.toISOString() })
    .where('id', '=', id)
    .where('claim_id', '=', claimId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends this claim with the newsletter's new state (and more); a claim lost meanwhile changes nothing. */
export async function endNewsletterClaim(db: Kysely<Database>, id: string, claimId: string, values: Updateable<NewslettersTable>): Promise<void> {
  await db
    .updateTable('newsletters')
    .set({ ...values, claim_id: null, lease_expires_at: null })
    .where('id', '=', id)
    .where('claim_id', '=', claimId)
    .execute();
}

/** When the next newsletter comes due (its time, or the end of the lease another worker holds it by), if any. */
export async function nextDueAt(db: Kysely<Database>): Promise<number | undefined> {
  const rows = await db.selectFrom('newsletters').select(['send_at', 'lease_expires_at']).where('state', 'in', ['scheduled', 'sending']).execute();
  const times = rows.map((row) => Math.max(Date.parse(row.send_at), row.lease_expires_at ? Date.parse(row.lease_expires_at) : 0));
  return times.length > 0 ? Math.min(...times) : undefined;
}

/** The next `limit` confirmed subscribers after `cursor` (by id), of one frequency or of both. */
export function confirmedSubscribersAfter(
  db: Kysely<Database>,
  cursor: string | null,
  frequency: 'each' | 'weekly' | undefined,
  limit: number,
): Promise<NewsletterSubscriptionRow[]> {
  let query = db.selectFrom('newsletter_subscriptions').selectAll().where('state', '=', 'confirmed');
  if (frequency) query = query.where('frequency', '=', frequency);
  if (cursor !== null) query = query.where('id', '>', cursor);
  return query.orderBy('id').limit(limit).execute();
}

export async function existingCategoryIds(db: Kysely<Database>): Promise<Set<string>> {
  return new Set((await db.selectFrom('categories').select('id').execute()).map((row) => row.id));
}

/** Records that the subscriber gets the story; false when they already did (nobody gets a story twice). */
export async function recordStoryDelivery(db: Kysely<Database>, subscriptionId: string, newsId: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('newsletter_deliveries')
    .values({ subscription_id: subscriptionId, news_id: newsId, created_at: now })
    .onConflict((conflict) => conflict.columns(['subscription_id', 'news_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Records that the subscriber gets the digest; false when they already did. */
export async function recordDigestDelivery(db: Kysely<Database>, newsletterId: string, subscriptionId: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('newsletter_digest_deliveries')
    .values({ newsletter_id: newsletterId, subscription_id: subscriptionId, created_at: now })
    .onConflict((conflict) => conflict.columns(['newsletter_id', 'subscription_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Adds to one of a newsletter's counts as its mails are written and settle. */
export async function addToNewsletterCount(db: Kysely<Database>, id: string, count: 'recipients' | 'sent' | 'failed', by: number): Promise<void> {
  if (by === 0) return;
  await db
    .updateTable('newsletters')
    .set({ [count]: sql<number>`${sql.ref(count)} + ${by}` })
    .where('id', '=', id)
    .execute();
}

/** Unsubscribes an address the mail server refused for good: its row goes, its deliveries with it. */
export async function deleteSubscriptionByEmail(db: Kysely<Database>, email: string): Promise<boolean> {
  const result = await db.deleteFrom('newsletter_subscriptions').where('email_key', '=', email.trim().toLowerCase()).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The stories made public in (`from`, `to`], most read first (their views on the daily tally since `from`'s UTC day),
 * then newest: a weekly digest's.
 */
export async function storiesPublishedBetween(db: Kysely<Database>, from: Date, to: Date, limit: number): Promise<string[]> {
  const weekViews = db
    .selectFrom('news_daily_views')
    .select(['news_id', (eb) => eb.fn.sum<number>('views').as('views')])
    .where('day', '>=', from.toISOString().slice(0, 10))
    .groupBy('news_id')
    .as('week');
  const rows = await db
    .selectFrom('news')
    .leftJoin(weekViews, 'week.news_id', 'news.id')
    .select('news.id')
    .where('news.status', '=', 'Approved')
    .where('news.publication_date', '>', from.toISOString())
    .where('news.publication_date', '<=', to.toISOString())
    .orderBy(sql`coalesce(week.views, 0)`, 'desc')
    .orderBy('news.publication_date', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
