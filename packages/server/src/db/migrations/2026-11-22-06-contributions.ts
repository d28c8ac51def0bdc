/** Contributed content (SPEC §3): what visitors send in, its photos, and the news draft an ADMIN may make of it. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contributions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('author', 'varchar(100)', (col) => col.notNull())
    .addColumn('author_email', 'varchar(254)', (col) => col.notNull())
    .addColumn('category', 'varchar(100)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    // Set null when the draft is deleted, so the contribution can be turned into a draft again.
    .addColumn('draft_news_id', 'varchar(36)', (col) => col.references('news.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('contributions_created_idx').on('contributions').column('created_at').execute();

  await db.schema
    .createTable('contribution_photos')
    .addColumn('contribution_id', 'varchar(36)', (col) => col.notNull().references('contributions.id').onDelete('cascade'))
    // A photo shared with a draft goes when the draft's side deletes its media.
    .addColumn('media_id', 'varchar(36)', (col) => col.notNull().references('media.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('contribution_photos_pk', ['contribution_id', 'position'])
    .execute();
  await db.schema.createIndex('contribution_photos_media_idx').on('contribution_photos').column('media_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contribution_photos').execute();
  await db.schema.dropTable('contributions').execute();
}
