/**
 * Invitations by e-mail: one open invitation per address (inviting it again replaces it), its link's token kept only
 * as its SHA-256. Accepting or withdrawing deletes the row, so a row is an invitation not yet answered.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('invitations')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    // Lower-cased e-mail: one invitation per address whatever its case (lower-casing may lengthen a few letters).
    .addColumn('email_key', 'varchar(512)', (col) => col.notNull().unique())
    .addColumn('role', 'varchar(20)', (col) => col.notNull())
    .addColumn('fullname', 'varchar(100)')
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('invited_by', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('invitations_created_idx').on('invitations').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('invitations').execute();
}
