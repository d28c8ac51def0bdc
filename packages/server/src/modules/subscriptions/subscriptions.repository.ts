/** Newsletter subscriptions: one row per address (email_key), the confirmation token as its SHA-256 only. */
import type { Kysely, Updateable } from 'kysely';
import type { Database, NewsletterSubscriptionRow, NewsletterSubscriptionsTable } from '../../db/schema.js';

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
