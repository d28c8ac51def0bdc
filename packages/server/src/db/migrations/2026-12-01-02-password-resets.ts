/**
 * Forgot password: one live reset token per user, kept only as its SHA-256, with the session version it was made
 * for, so a password changed any other way (which raises the version) ends it too.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'varchar(64)', (col) => col.primaryKey())
    // Unique: asking again replaces the user's token, so only the newest link works.
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('session_version', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('password_reset_tokens_expires_idx').on('password_reset_tokens').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_reset_tokens').execute();
}
