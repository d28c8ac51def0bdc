/**
 * A story's video as the story's own saves and deletion see it: a video made from an upload joins the story's
 * change (its row, processing), a video replaced or deleted takes its files, its row and its upload with it.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, VideoRow } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import type { FinishedUpload } from './video-uploads.js';
import { insertVideo } from './videos.repository.js';

/** In the story's transaction: the video to be processed once it commits (then wake the jobs). */
export async function addStoryVideo(trx: Kysely<Database>, newsId: string, upload: FinishedUpload, uploaderId: string): Promise<void> {
  await insertVideo(trx, {
    id: newId(),
    news_id: newsId,
    upload_id: upload.id,
    uploaded_by: uploaderId,
    original_name: upload.name.slice(0, 300),
    size_bytes: upload.sizeBytes,
    original_key: upload.id,
  });
}

/** What a video row leaves behind once gone: its stored files and its uploaded file. */
export async function removeVideoFiles(app: FastifyInstance, video: VideoRow): Promise<void> {
  const keys = video.files ? (JSON.parse(video.files) as string[]) : [];
  for (const key of keys) await app.media.store.delete(key);
  await app.videos.uploads.remove(video.upload_id);
}
