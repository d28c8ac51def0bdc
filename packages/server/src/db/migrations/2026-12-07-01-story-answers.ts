/**
 * Each story's public answer as the API sends it, less its view count (issue 23: an old story read for the first time
 * was presented afresh at 360-470 us of CPU; read as kept, at 160-210 us). modules/news/story-answers.ts keeps them:
 * it forgets one whenever the public cache forgets its story, and fills the missing ones in the background.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('news_answers')
    .addColumn('news_id', 'varchar(36)', (col) => col.primaryKey().references('news.id').onDelete('cascade'))
    .addColumn('body', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('news_answers').execute();
}
