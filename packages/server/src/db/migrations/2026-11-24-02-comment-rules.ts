/**
 * Comment rules that hold under parallel posts: the same text is refused per visitor (not per item, so two
 * readers may both write "Congratulations!"), and each visitor's last post time lives in one row that a post
 * claims atomically, so two posts sent at once cannot both pass the 15-second rule.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('comments_news_content_key_idx').execute();
  await db.schema.createIndex('comments_news_text_idx').on('comments').columns(['news_id', 'content_key']).execute();
  await db.schema.createIndex('comments_news_visitor_text_idx').on('comments').columns(['news_id', 'visitor_key', 'content_key']).unique().execute();

  await db.schema
    .createTable('comment_pace')
    .addColumn('visitor_key', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('posted_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await sql`insert into comment_pace (visitor_key, posted_at) select visitor_key, max(created_at) from comments group by visitor_key`.execute(db);
}
