/**
 * Who uses an image, found by index: every media request asks it (is the image's story published?), and so does
 * discarding media no item uses any more. contribution_photos.media_id has had its index since it was made.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('news_thumbnail_media_idx').on('news').column('thumbnail_media_id').execute();
  await db.schema.createIndex('news_photos_media_idx').on('news_photos').column('media_id').execute();
}
