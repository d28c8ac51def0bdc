/**
 * News revisions: every save of a story keeps its text as it was then, who saved it and when, numbered 1, 2, … per
 * story. Existing stories get their revision 1 from their current text and author, in one statement.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('news_revisions')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    .addColumn('news_id', 'varchar(36)', (col) => col.notNull().references('news.id').onDelete('cascade'))
    .addColumn('number', 'integer', (col) => col.notNull())
    // Set null when the account is deleted; editor_name keeps who it was.
    .addColumn('editor_id', 'varchar(36)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('editor_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    // Unbounded text: keeping a revision must never fail where saving the story succeeded.
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    // No reference: a category may be deleted once no story uses it, while old revisions still name it.
    .addColumn('category_id', 'varchar(36)', (col) => col.notNull())
    .addColumn('embed_youtube_url', 'text')
    // Comma-separated: title,description,content,category,embedYoutubeUrl, or created, imported, restored from N.
    .addColumn('changed_fields', 'varchar(200)', (col) => col.notNull())
    .execute();

  // Revision 1 of an existing story takes the story's own id: unique among revisions (one per story), and made
  // without a dialect's own uuid function. Its moment is the story's last save, when its text became what it is.
  await sql`
    insert into news_revisions
      (id, news_id, number, editor_id, editor_name, created_at, title, description, content, category_id, embed_youtube_url, changed_fields)
    select id, id, 1, author_id, author_name, updated_at, title, description, content, category_id, embed_youtube_url, 'imported'
    from news
  `.execute(db);

  // Made after the backfill (faster than keeping it up to date row by row); unique, so two saves at once cannot
  // take the same number.
  await db.schema.createIndex('news_revisions_news_number_idx').on('news_revisions').columns(['news_id', 'number']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('news_revisions').execute();
}
