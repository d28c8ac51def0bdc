/**
 * An author's page (/author/{id}, `GET /public-news?author=`): the author's published stories, newest published first,
 * as a walk of an index in that exact order, like the home and category pages (see the news-listing migration). The
 * back office's author index orders by creation, so the page would otherwise sort all of the author's stories.
 */
import type { Kysely } from 'kysely';

const INDEX = 'news_author_public_order_idx';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex(INDEX).on('news').columns(['author_id', 'status', 'publication_date', 'created_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex(INDEX).execute();
}
