/** Notifications: each belongs to one user. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('author', 'varchar(100)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('read', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'read', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notifications').execute();
}
