/**
 * The newsletter's sendings (issue 26). A newsletter is one row: a story's "each new story" mail, a weekly digest or a
 * digest an ADMIN sends now. The background fan-out (modules/newsletters) hands its subscribers to the outbox in
 * batches, keyset by subscription id after `cursor`, under a lease like the outbox's; `occasion` is unique, so a story
 * gets one newsletter (`story:<id>`) and a week one digest (`weekly:<day>`) however many instances make them.
 * `recipients`, `sent` and `failed` are counted on the row as the mails are written and settle, so they outlive the
 * outbox's weekly prune. A digest's mails are recorded once per newsletter and subscriber (a story's, as before, once
 * per subscriber and story in newsletter_deliveries), and each outbox message names its newsletter.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletters')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('state', 'varchar(10)', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    // A JSON list of story ids, in the order the mail shows them.
    .addColumn('news_ids', 'text', (col) => col.notNull())
    // Who gets it: `each` (a story's), `weekly` (the weekly digest's) or `all` confirmed subscribers (an ADMIN's digest).
    .addColumn('audience', 'varchar(10)', (col) => col.notNull())
    // What made it, once: `story:<news id>`, `weekly:<day>`; null for an ADMIN's digest.
    .addColumn('occasion', 'varchar(64)', (col) => col.unique())
    .addColumn('send_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    // The last subscription id handed to the outbox: the next batch starts after it.
    .addColumn('cursor', 'varchar(36)')
    .addColumn('recipients', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sent', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('failed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('claim_id', 'varchar(36)')
    .addColumn('lease_expires_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('newsletters_due_idx').on('newsletters').columns(['state', 'send_at']).execute();
  await db.schema.createIndex('newsletters_created_idx').on('newsletters').column('created_at').execute();

  await db.schema
    .createTable('newsletter_digest_deliveries')
    .addColumn('newsletter_id', 'varchar(36)', (col) => col.notNull().references('newsletters.id').onDelete('cascade'))
    .addColumn('subscription_id', 'varchar(36)', (col) => col.notNull().references('newsletter_subscriptions.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('newsletter_digest_deliveries_pk', ['newsletter_id', 'subscription_id'])
    .execute();
  await db.schema.createIndex('newsletter_digest_deliveries_subscription_idx').on('newsletter_digest_deliveries').column('subscription_id').execute();

  // Which newsletter a message belongs to: the sender counts it there as it settles. No reference: the outbox stands alone.
  await db.schema.alterTable('mail_outbox').addColumn('newsletter_id', 'varchar(36)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('newsletter_id').execute();
  await db.schema.dropTable('newsletter_digest_deliveries').execute();
  await db.schema.dropTable('newsletters').execute();
}
