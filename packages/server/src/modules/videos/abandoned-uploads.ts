/**
 * Uploads nobody finished, or finished and never saved with a story, would fill the disk a few GB at a time: those
 * untouched for a week (no PATCH since) and not any video's are removed. A week leaves a writer room to resume.
 */
import { readdir, stat } from 'node:fs/promises';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { VideoUploads } from './video-uploads.js';

export const ABANDONED_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

/** Answers how many were removed. */
export async function removeAbandonedUploads(db: Kysely<Database>, uploads: VideoUploads, now = new Date()): Promise<number> {
  const names = await readdir(uploads.directory).catch(() => [] as string[]);
  const ids = names.filter((name) => name.endsWith('.json')).map((name) => name.slice(0, -'.json'.length));
  if (ids.length === 0) return 0;
  const used = new Set((await db.selectFrom('videos').select('upload_id').where('upload_id', 'in', ids).execute()).map((row) => row.upload_id));
  let removed = 0;
  for (const id of ids.filter((candidate) => !used.has(candidate))) {
    // The data file changes with every PATCH; without one, the record's own time.
    const touched = await stat(uploads.fileOf(id)).catch(() => stat(`${uploads.fileOf(id)}.json`));
    if (now.getTime() - touched.mtimeMs < ABANDONED_AFTER_MS) continue;
    await uploads.remove(id);
    removed += 1;
  }
  return removed;
}
