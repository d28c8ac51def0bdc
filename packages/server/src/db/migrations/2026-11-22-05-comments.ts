/** Comments on news items: threaded by parent, moderated, and keyed so anti-spam checks are index look-ups. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('comments')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('news_id', 'varchar(36)', (col) => col.notNull().references('news.id').onDelete('cascade'))
    .addColumn('parent_id', 'varchar(36)', (col) => col.references('comments.id').onDelete('cascade'))
    .addColumn('full_name', 'varchar(100)')
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('content_key', 'varchar(64)', (col) => col.notNull())
    .addColumn('visitor_key', 'varchar(64)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('flagged', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('comments_news_status_created_idx').on('comments').columns(['news_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('comments_visitor_created_idx').on('comments').columns(['visitor_key', 'created_at']).execute();
  await db.schema.createIndex('comments_status_created_idx').on('comments').columns(['status', 'created_at']).execute();
  // The same text twice on one item is refused; the index makes that hold even for two posts at the same moment.
  await db.schema.createIndex('comments_news_content_key_idx').on('comments').columns(['news_id', 'content_key']).unique().execute();
  await db.schema.createIndex('comments_parent_idx').on('comments').column('parent_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('comments').execute();
}
