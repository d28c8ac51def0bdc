/**
 * Mail (issue 24): the outbox, where each message is written in the same transaction as what caused it and from which
 * the background sender claims, sends and retries it; and each user's language, so a message is written in it.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('kind', 'varchar(50)', (col) => col.notNull())
    .addColumn('recipient', 'varchar(320)', (col) => col.notNull())
    .addColumn('language', 'varchar(8)', (col) => col.notNull())
    .addColumn('from_name', 'varchar(200)')
    .addColumn('from_address', 'varchar(320)', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    // A JSON list of the message's links, for the outbox page.
    .addColumn('links', 'text', (col) => col.notNull())
    // Made once with the row: a message sent again after a crash carries the same Message-ID.
    .addColumn('message_id', 'varchar(255)', (col) => col.notNull().unique())
    .addColumn('state', 'varchar(10)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(30)', (col) => col.notNull())
    // The claim of one sender: who holds the message and until when; a lease that passes frees it for another.
    .addColumn('claim_id', 'varchar(36)')
    .addColumn('lease_expires_at', 'varchar(30)')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(30)')
    .execute();
  await db.schema.createIndex('mail_outbox_due_idx').on('mail_outbox').columns(['state', 'next_attempt_at']).execute();
  await db.schema.createIndex('mail_outbox_created_idx').on('mail_outbox').column('created_at').execute();
  // A sender renews the lease of all it holds before each send.
  await db.schema.createIndex('mail_outbox_claim_idx').on('mail_outbox').column('claim_id').execute();

  // Null until the user signs in once after this: their mail is then in English.
  await db.schema.alterTable('users').addColumn('language', 'varchar(8)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
  await db.schema.dropTable('mail_outbox').execute();
}
