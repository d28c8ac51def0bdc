/** News items, their photos, the stored images behind both, and the views log used to count each viewer once a day. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('media')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('widths', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('news')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('description', 'varchar(255)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('category_id', 'varchar(36)', (col) => col.notNull().references('categories.id').onDelete('restrict'))
    .addColumn('author_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('author_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('thumbnail_media_id', 'varchar(36)', (col) => col.references('media.id').onDelete('set null'))
    .addColumn('embed_youtube_url', 'varchar(500)')
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('publication_date', 'varchar(30)')
    .addColumn('summary', 'text')
    .addColumn('summary_key', 'varchar(64)')
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('news_status_publication_idx').on('news').columns(['status', 'publication_date']).execute();
  await db.schema.createIndex('news_status_created_idx').on('news').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('news_author_created_idx').on('news').columns(['author_id', 'created_at']).execute();
  await db.schema.createIndex('news_category_status_publication_idx').on('news').columns(['category_id', 'status', 'publication_date']).execute();
  await db.schema.createIndex('news_created_idx').on('news').column('created_at').execute();

  await db.schema
    .createTable('news_photos')
    .addColumn('news_id', 'varchar(36)', (col) => col.notNull().references('news.id').onDelete('cascade'))
    .addColumn('media_id', 'varchar(36)', (col) => col.notNull().references('media.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('news_photos_pk', ['news_id', 'position'])
    .execute();

  await db.schema
    .createTable('news_views')
    .addColumn('news_id', 'varchar(36)', (col) => col.notNull().references('news.id').onDelete('cascade'))
    .addColumn('viewer_key', 'varchar(64)', (col) => col.notNull())
    .addColumn('viewed_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('news_views_viewer_idx').on('news_views').columns(['news_id', 'viewer_key', 'viewed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('news_views').execute();
  await db.schema.dropTable('news_photos').execute();
  await db.schema.dropTable('news').execute();
  await db.schema.dropTable('media').execute();
}
