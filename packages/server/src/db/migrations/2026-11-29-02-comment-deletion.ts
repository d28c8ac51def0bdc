/**
 * Comments keep their thread (PRODUCT.md): a deleted comment that others answered stays as a tombstone, marked by
 * `deleted_at`, with its name, e-mail, visitor key and words erased. Those columns are NOT NULL since 2026-11-22-05
 * and SQLite cannot relax that without copying the table, so a tombstone holds empty text in them instead of null.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('comments').addColumn('deleted_at', 'varchar(30)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('comments').dropColumn('deleted_at').execute();
}
