/**
 * A video's poster in the photos' WebP display sizes (pages give it a srcset, as they do a photo) and its short muted
 * preview (issue 27). Both are null for a video processed before: pages then show the JPEG poster alone.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('videos')
    // JSON list of the widths stored as `poster-<width>.webp`, smallest first.
    .addColumn('poster_widths', 'text')
    .execute();
  await db.schema.alterTable('videos').addColumn('preview_key', 'varchar(200)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('videos').dropColumn('preview_key').execute();
  await db.schema.alterTable('videos').dropColumn('poster_widths').execute();
}
