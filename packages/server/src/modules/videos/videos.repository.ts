/**
 * The videos table: a story's video made from a finished upload, the processing job's claim under a lease (a
 * conditional UPDATE on both databases, the candidate locked with FOR UPDATE SKIP LOCKED in a CTE on PostgreSQL), its
 * progress and its end, and the videos of a page of stories in one query.
 */
import type { Kysely, Updateable } from 'kysely';
import type { Database, VideoRow, VideosTable } from '../../db/schema.js';
import { isPostgres } from '../../db/dialect.js';
import { nowIso } from '../../lib/ids.js';

export type NewVideo = Pick<VideoRow, 'id' | 'news_id' | 'upload_id' | 'uploaded_by' | 'original_name' | 'size_bytes' | 'original_key'>;

export async function insertVideo(db: Kysely<Database>, video: NewVideo): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('videos')
    .values({
      ...video,
      status: 'processing',
      error: null,
      duration_seconds: null,
      width: null,
      height: null,
      renditions: null,
      poster_key: null,
      poster_widths: null,
      preview_key: null,
      files: null,
      claim_id: null,
      lease_expires_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function findVideo(db: Kysely<Database>, id: string): Promise<VideoRow | undefined> {
  return db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function videoOfNews(db: Kysely<Database>, newsId: string): Promise<VideoRow | undefined> {
  return db.selectFrom('videos').selectAll().where('news_id', '=', newsId).executeTakeFirst();
}

/** The videos of a page of stories, by story id: one query whatever the page's size. */
export async function videosOfNews(db: Kysely<Database>, newsIds: string[]): Promise<Map<string, VideoRow>> {
  if (newsIds.length === 0) return new Map();
  const rows = await db.selectFrom('videos').selectAll().where('news_id', 'in', newsIds).execute();
  return new Map(rows.map((row) => [row.news_id!, row]));
}

export async function videoOfUpload(db: Kysely<Database>, uploadId: string): Promise<VideoRow | undefined> {
  return db.selectFrom('videos').selectAll().where('upload_id', '=', uploadId).executeTakeFirst();
}

export async function deleteVideo(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('videos').where('id', '=', id).execute();
}

/** Processing and not held by a live claim: never claimed, or its worker's lease has passed (it died or stopped). */
const claimable = (now: string) => (eb: import('kysely').ExpressionBuilder<Database, 'videos'>) =>
  eb.and([eb('status', '=', 'processing'), eb.or([eb('lease_expires_at', 'is', null), eb('lease_expires_at', '<', now)])]);

/** Takes the oldest claimable video for this claim until `leaseUntil`; undefined when there is none. */
export async function claimVideo(db: Kysely<Database>, claimId: string, now: Date, leaseUntil: Date): Promise<VideoRow | undefined> {
  const nowText = now.toISOString();
  const values = { claim_id: claimId, lease_expires_at: leaseUntil.toISOString(), updated_at: nowText };
  if (isPostgres(db)) {
    // Two workers claiming at the same moment each skip the row the other locked, rather than queueing behind it.
    return db
      .with('due', (qb) => qb.selectFrom('videos').select('id').where(claimable(nowText)).orderBy('created_at').limit(1).forUpdate().skipLocked())
      .updateTable('videos')
      .set((eb) => ({ ...values, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', (eb) => eb.selectFrom('due').select('id'))
      .returningAll()
      .executeTakeFirst();
  }
  const due = db.selectFrom('videos').select('id').where(claimable(nowText)).orderBy('created_at').limit(1);
  return (
    db
      .updateTable('videos')
      .set((eb) => ({ ...values, attempts: eb('attempts', '+', 1) }))
      .where('id', 'in', due)
      // Read again on the row being updated: one another worker claimed since the select no longer matches.
      .where(claimable(nowText))
      .returningAll()
      .executeTakeFirst()
  );
}

/** Writes the job's progress (and renews its lease); false when the claim was lost or the video deleted. */
export async function updateClaimedVideo(db: Kysely<Database>, id: string, claimId: string, values: Updateable<VideosTable>): Promise<boolean> {
  const result = await db
    .updateTable('videos')
    .set({ ...values, updated_at: nowIso() })
    .where('id', '=', id)
    .where('claim_id', '=', claimId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends the claim with the video's outcome; a claim lost meanwhile changes nothing. */
export async function endVideoClaim(db: Kysely<Database>, id: string, claimId: string, values: Updateable<VideosTable>): Promise<boolean> {
  return updateClaimedVideo(db, id, claimId, { ...values, claim_id: null, lease_expires_at: null });
}
