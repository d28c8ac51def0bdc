/**
 * Views per story per day, kept as views are counted: the views log (`news_views`) only holds the last 24 hours (it
 * is there to count each viewer once), so the dashboard's "views by day" and "most read" read this small tally
 * instead of the log or the stories. Indexed by day first: a window of days is one range of the primary key's twin.
 *
 * Filled from what the log still holds (at most the last day or so); earlier views stay in each story's total only.
 * Days are UTC dates of `viewed_at` (ISO text, so its first ten characters).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('news_daily_views')
    .addColumn('news_id', 'varchar(36)', (col) => col.notNull().references('news.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('news_daily_views_pk', ['news_id', 'day'])
    .execute();
  // "Most read" and "views by day" sum a window of days: this index answers both without reading the table.
  await db.schema.createIndex('news_daily_views_day_idx').on('news_daily_views').columns(['day', 'news_id', 'views']).execute();
  await sql`insert into news_daily_views (news_id, day, views)
    select news_id, substr(viewed_at, 1, 10), count(*) from news_views group by news_id, substr(viewed_at, 1, 10)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('news_daily_views').execute();
}
