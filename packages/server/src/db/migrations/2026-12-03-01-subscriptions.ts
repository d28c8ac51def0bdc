/**
 * Newsletter subscriptions (issue 26): one row per address, pending until its confirmation link is used. The
 * confirmation token is kept only as its SHA-256, with the preferences asked for alongside (applied when the link is
 * used, so asking again changes nothing before that). The manage/unsubscribe link needs no column: its token is an
 * HMAC of the row's id under the site's signing secret, made again at send time and checked by making it again.
 * Each mail a subscriber gets of a story is recorded once (newsletter_deliveries), and an outbox message may carry
 * headers of its own (List-Unsubscribe).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(320)', (col) => col.notNull())
    // The address lower-cased: one subscription per address however it is typed.
    .addColumn('email_key', 'varchar(320)', (col) => col.notNull().unique())
    // A JSON list of category ids; empty: every category.
    .addColumn('categories', 'text', (col) => col.notNull())
    .addColumn('language', 'varchar(8)', (col) => col.notNull())
    .addColumn('frequency', 'varchar(10)', (col) => col.notNull())
    .addColumn('state', 'varchar(10)', (col) => col.notNull())
    .addColumn('confirm_token_hash', 'varchar(64)', (col) => col.unique())
    // The preferences of the last request (JSON), which its confirmation link applies.
    .addColumn('requested', 'text')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('confirmed_at', 'varchar(30)')
    .addColumn('last_confirmation_sent_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('newsletter_subscriptions_state_idx').on('newsletter_subscriptions').columns(['state', 'created_at']).execute();

  await db.schema
    .createTable('newsletter_deliveries')
    .addColumn('subscription_id', 'varchar(36)', (col) => col.notNull().references('newsletter_subscriptions.id').onDelete('cascade'))
    .addColumn('news_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('newsletter_deliveries_pk', ['subscription_id', 'news_id'])
    .execute();

  // A JSON object of extra headers (name → value), written by nodemailer from fields like every other header.
  await db.schema.alterTable('mail_outbox').addColumn('headers', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('headers').execute();
  await db.schema.dropTable('newsletter_deliveries').execute();
  await db.schema.dropTable('newsletter_subscriptions').execute();
}
