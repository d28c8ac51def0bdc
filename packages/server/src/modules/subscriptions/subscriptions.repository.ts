/** Newsletter subscriptions: one row per address (email_key), the confirmation token as its SHA-256 only. */
import type { Kysely, Updateable } from 'kysely';
import type { Database, NewsletterSubscriptionRow, NewsletterSubscriptionsTable } from '../../db/schema.js';
import type { Paging } from '../../lib/paging.js';
import { containsIgnoringCase } from '../../lib/text-match.js';

export const emailKey = (email: string): string => email.trim().toLowerCase();

export function findSubscriptionByEmail(db: Kysely<Database>, email: string): Promise<NewsletterSubscriptionRow | undefined> {
  return db.selectFrom('newsletter_subscriptions').selectAll().where('email_key', '=', emailKey(email)).executeTakeFirst();
}

export function findSubscriptionById(db: Kysely<Database>, id: string): Promise<NewsletterSubscriptionRow | undefined> {
  return db.selectFrom('newsletter_subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSubscriptionByConfirmToken(db: Kysely<Database>, tokenHash: string): Promise<NewsletterSubscriptionRow | undefined> {
  return db.selectFrom('newsletter_subscriptions').selectAll().where('confirm_token_hash', '=', tokenHash).executeTakeFirst();
}

export async function insertSubscription(db: Kysely<Database>, row: NewsletterSubscriptionRow): Promise<void> {
  await db.insertInto('newsletter_subscriptions').values(row).execute();
}

export async function updateSubscription(db: Kysely<Database>, id: string, values: Updateable<NewsletterSubscriptionsTable>): Promise<void> {
  await db.updateTable('newsletter_subscriptions').set(values).where('id', '=', id).execute();
}

/** Unsubscribing: the row goes (its deliveries with it), not a flag. Answers whether there was one. */
export async function deleteSubscription(db: Kysely<Database>, id: string): Promise<boolean> {
  const result = await db.deleteFrom('newsletter_subscriptions').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Forgets the addresses nobody confirmed, asked for before `askedBefore`; answers how many went. */
export async function deleteUnconfirmedSubscriptions(db: Kysely<Database>, askedBefore: Date): Promise<number> {
  const result = await db
    .deleteFrom('newsletter_subscriptions')
    .where('state', '=', 'pending')
    .where('created_at', '<', askedBefore.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The ids of the categories with these names (by their name key), name → id; a name not found is missing. */
export async function categoryIdsByName(db: Kysely<Database>, names: readonly string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const keys = names.map((name) => name.trim().toLowerCase());
  const rows = await db.selectFrom('categories').select(['id', 'name_key']).where('name_key', 'in', keys).execute();
  return new Map(rows.map((row) => [row.name_key, row.id]));
}

/** The names of categories by id, in the categories' order of name; ids of deleted categories drop out. */
export async function categoryNames(db: Kysely<Database>, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('categories')
    .select('name')
    .where('id', 'in', [...ids])
    .orderBy('name')
    .execute();
  return rows.map((row) => row.name);
}

/** Which addresses an ADMIN's list holds: those containing `q` (any case; empty: all), in one state or both. */
export interface SubscriptionFilter {
  q: string;
  state?: NewsletterSubscriptionRow['state'];
}

function filteredSubscriptions(db: Kysely<Database>, { q, state }: SubscriptionFilter) {
  let query = db.selectFrom('newsletter_subscriptions');
  // email_key is the address lower-cased already.
  if (q.trim() !== '') query = query.where((eb) => containsIgnoringCase(eb.ref('email_key'), q.trim()));
  if (state) query = query.where('state', '=', state);
  return query;
}

/** One page of the list, newest first, with how many addresses match. */
export async function listSubscriptions(
  db: Kysely<Database>,
  filter: SubscriptionFilter,
  paging: Paging,
): Promise<{ rows: NewsletterSubscriptionRow[]; total: number }> {
  const rows = await filteredSubscriptions(db, filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(paging.limit)
    .offset(paging.offset)
    .execute();
  const { count } = await filteredSubscriptions(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count) };
}

/** Where a keyset page of the whole list starts: after this row, in the list's order (newest first). */
export interface SubscriptionCursor {
  createdAt: string;
  id: string;
}

/** The next `limit` rows of the whole list after `after` (from the newest without it): a page of an export. */
export function subscriptionsAfter(db: Kysely<Database>, after: SubscriptionCursor | undefined, limit: number): Promise<NewsletterSubscriptionRow[]> {
  let query = db.selectFrom('newsletter_subscriptions').selectAll();
  if (after) {
    query = query.where((eb) =>
      eb.or([eb('created_at', '<', after.createdAt), eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)])]),
    );
  }
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** How many subscriptions share one state, language, frequency and list of categories (JSON, as stored). */
export interface SubscriptionTally extends Pick<NewsletterSubscriptionRow, 'state' | 'language' | 'frequency' | 'categories'> {
  count: number;
}

/**
 * How many addresses share each state, language, frequency and list of categories, in one grouped query: a school's
 * list has a few dozen distinct combinations however many addresses it holds, so the caller reads each list of
 * categories (JSON) once per combination, not once per subscriber.
 */
export async function subscriptionTallies(db: Kysely<Database>): Promise<SubscriptionTally[]> {
  const rows = await db
    .selectFrom('newsletter_subscriptions')
    .select(['state', 'language', 'frequency', 'categories', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['state', 'language', 'frequency', 'categories'])
    .execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Every category's name by its id (a school has dozens): what the list shows for the ids a subscriber stored. */
export async function categoryNamesById(db: Kysely<Database>): Promise<Map<string, string>> {
  const rows = await db.selectFrom('categories').select(['id', 'name']).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}
