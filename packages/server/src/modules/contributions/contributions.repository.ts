/** Reading and writing contributions and their photos. Functions take the database (or a transaction) first. */
import type { Kysely } from 'kysely';
import type { ContributionRow, Database } from '../../db/schema.js';
import { containsIgnoringCase } from '../../lib/text-match.js';
import type { Paging } from '../../lib/paging.js';
import { oneOf } from '../../db/one-of.js';

export interface ContributionPhotoRow {
  media_id: string;
  position: number;
  width: number;
  height: number;
  widths: string;
}

export async function insertContribution(db: Kysely<Database>, row: ContributionRow, mediaIds: string[]): Promise<void> {
  await db.insertInto('contributions').values(row).execute();
  if (mediaIds.length === 0) return;
  await db
    .insertInto('contribution_photos')
    .values(mediaIds.map((mediaId, position) => ({ contribution_id: row.id, media_id: mediaId, position })))
    .execute();
}

export function findContribution(db: Kysely<Database>, id: string): Promise<ContributionRow | undefined> {
  return db.selectFrom('contributions').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Newest first; `query` is a case-insensitive substring of the author, the e-mail or the content (SPEC §9). */
export async function listContributions(db: Kysely<Database>, query: string, paging: Paging): Promise<{ rows: ContributionRow[]; total: number }> {
  const text = query.trim();
  const filtered = () => {
    const base = db.selectFrom('contributions');
    return text === ''
      ? base
      : base.where((eb) =>
          eb.or([
            containsIgnoringCase(eb.ref('author'), text),
            containsIgnoringCase(eb.ref('author_email'), text),
            containsIgnoringCase(eb.ref('content'), text),
          ]),
        );
  };
  const rows = filtered().selectAll().orderBy('created_at', 'desc').orderBy('id');
  const found = await rows.limit(paging.limit).offset(paging.offset).execute();
  const { count } = await filtered()
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return { rows: found, total: Number(count) };
}

/** How many photos each contribution has, in one query. */
export async function photoCounts(db: Kysely<Database>, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('contribution_photos')
    .select(['contribution_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where(oneOf(db, 'contribution_id', ids))
    .groupBy('contribution_id')
    .execute();
  return new Map(rows.map((row) => [row.contribution_id, Number(row.count)]));
}

export function photosOfContribution(db: Kysely<Database>, id: string): Promise<ContributionPhotoRow[]> {
  return db
    .selectFrom('contribution_photos')
    .innerJoin('media', 'media.id', 'contribution_photos.media_id')
    .select(['contribution_photos.media_id', 'contribution_photos.position', 'media.width', 'media.height', 'media.widths'])
    .where('contribution_photos.contribution_id', '=', id)
    .orderBy('contribution_photos.position')
    .execute();
}

export async function deleteContribution(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('contributions').where('id', '=', id).execute();
}

/** Records the draft, unless one was recorded meanwhile; says whether it did. */
export async function recordDraft(db: Kysely<Database>, id: string, newsId: string): Promise<boolean> {
  const result = await db
    .updateTable('contributions')
    .set({ draft_news_id: newsId })
    .where('id', '=', id)
    .where('draft_news_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
