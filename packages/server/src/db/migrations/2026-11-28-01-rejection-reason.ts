/** Why a reviewer rejected an item, kept on the item for its author and the ADMINs (null: none given, or approved since). */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('news').addColumn('rejection_reason', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('news').dropColumn('rejection_reason').execute();
}
