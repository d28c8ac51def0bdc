/**
 * A story's own video (issue 27). One row per uploaded video, linked to its story (one video per story at most):
 * processing (a background job, claimed by one instance at a time under a lease, turns the upload into HLS renditions
 * and a poster), then ready or failed. The finished tus upload it came from is kept under DATA_DIR until processing
 * ends (and after, for ADMINs, unless VIDEO_KEEP_ORIGINAL=false). Captions (another table) join on news_id.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('videos')
    .addColumn('id', 'varchar(36)', (col) => col.primaryKey())
    // Null once its story is gone is never seen: deleting a story deletes its video (and its files) first.
    .addColumn('news_id', 'varchar(36)', (col) => col.unique().references('news.id').onDelete('cascade'))
    // The tus upload it was made from: one story per upload.
    .addColumn('upload_id', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('uploaded_by', 'varchar(36)', (col) => col.notNull())
    .addColumn('original_name', 'varchar(300)', (col) => col.notNull())
    .addColumn('size_bytes', 'bigint', (col) => col.notNull())
    // The upload's file name under DATA_DIR/video-uploads; null once deleted (VIDEO_KEEP_ORIGINAL=false).
    .addColumn('original_key', 'varchar(100)')
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('error', 'varchar(500)')
    .addColumn('progress', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('duration_seconds', 'double precision')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    // JSON list of the renditions (name, width, height, bandwidth), set when ready.
    .addColumn('renditions', 'text')
    .addColumn('poster_key', 'varchar(200)')
    // JSON list of every key stored in the media store (playlists, segments, poster): what deleting it removes.
    .addColumn('files', 'text')
    .addColumn('claim_id', 'varchar(36)')
    .addColumn('lease_expires_at', 'varchar(30)')
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('videos_status_idx').on('videos').columns(['status', 'lease_expires_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('videos').execute();
}
