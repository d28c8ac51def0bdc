/**
 * Sessions that end when they should: signed-out tokens are listed until they would have expired anyway, and
 * the live notification stream is opened with a one-time ticket instead of a token in its address.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('token_id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('revoked_tokens_expires_idx').on('revoked_tokens').column('expires_at').execute();

  await db.schema
    .createTable('stream_tickets')
    .addColumn('ticket_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('session_version', 'integer', (col) => col.notNull())
    .addColumn('session_expires_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('stream_tickets_expires_idx').on('stream_tickets').column('expires_at').execute();
}
