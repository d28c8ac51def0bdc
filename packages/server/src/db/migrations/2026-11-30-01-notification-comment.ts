/**
 * Which comment a "new comment" notification is about, so that erasing the comment erases its writer's name from the
 * notifications too (null: a notification about something else, or written before this).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('comment_id', 'varchar(36)').execute();
  await db.schema.createIndex('notifications_comment_idx').on('notifications').column('comment_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notifications_comment_idx').execute();
  await db.schema.alterTable('notifications').dropColumn('comment_id').execute();
}
