/**
 * Stores a form's images around a database change, so a failed change leaves no orphan file behind, and
 * discards media once nothing uses it any more (news and contributions may share the same photos).
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { MediaUse } from '@newsroom/shared';
import type { Database, NewsStatus } from '../../db/schema.js';
import type { Change } from '../changes/change-record.js';
import type { PreparedImage } from './image-processor.js';
import { oneOf } from '../../db/one-of.js';

/** Runs `work` as a change (app.changes) with the images' rows written in it; their files are stored first. */
export async function saveWithImages<T>(app: FastifyInstance, images: PreparedImage[], work: (change: Change) => Promise<T>): Promise<T> {
  await app.media.storeFiles(images);
  try {
    return await app.changes.run(async (change) => {
      await app.media.insertRows(change.trx, images);
      return work(change);
    });
  } catch (error) {
    await app.media.deleteFiles(images);
    throw error;
  }
}

/** The ids among `mediaIds` that a news item or a contribution still shows. */
export async function mediaStillInUse(db: Kysely<Database>, mediaIds: string[]): Promise<Set<string>> {
  if (mediaIds.length === 0) return new Set();
  const [photos, thumbnails, contributions] = await Promise.all([
    db
      .selectFrom('news_photos')
      .select('media_id')
      .where(oneOf(db, 'media_id', mediaIds))
      .execute(),
    db
      .selectFrom('news')
      .select('thumbnail_media_id as media_id')
      .where(oneOf(db, 'thumbnail_media_id', mediaIds))
      .execute(),
    db
      .selectFrom('contribution_photos')
      .select('media_id')
      .where(oneOf(db, 'media_id', mediaIds))
      .execute(),
  ]);
  return new Set([...photos, ...thumbnails, ...contributions].map((row) => row.media_id).filter((id): id is string => id !== null));
}

/** What `usesOfMedia` asks: one query of three index look-ups (the story columns are null for a contribution). */
export function mediaUsesQuery(db: Kysely<Database>, mediaId: string) {
  const storyColumns = ['news.status', 'news.publication_date', 'news.author_id', sql<MediaUse['kind']>`'story'`.as('kind')] as const;
  return db
    .selectFrom('news')
    .select(storyColumns)
    .where('news.thumbnail_media_id', '=', mediaId)
    .unionAll(
      db
        .selectFrom('news_photos')
        .innerJoin('news', 'news.id', 'news_photos.news_id')
        .select(storyColumns)
        .where('news_photos.media_id', '=', mediaId),
    )
    .unionAll(
      db
        .selectFrom('contribution_photos')
        .select([
          sql<NewsStatus>`null`.as('status'),
          sql<string | null>`null`.as('publication_date'),
          sql<string | null>`null`.as('author_id'),
          sql<MediaUse['kind']>`'contribution'`.as('kind'),
        ])
        .where('contribution_photos.media_id', '=', mediaId),
    );
}

/** Everything one image belongs to, as the shared policy `canSeeMedia` reads it: stories showing it, contributions sending it. */
export async function usesOfMedia(db: Kysely<Database>, mediaId: string): Promise<MediaUse[]> {
  const rows = await mediaUsesQuery(db, mediaId).execute();
  return rows.map((row) =>
    row.kind === 'story'
      ? { kind: 'story', story: { status: row.status, publicationDate: row.publication_date, authorId: row.author_id } }
      : { kind: 'contribution' },
  );
}

/** Call after the change that stopped using them: media nothing else uses lose their rows and files. */
export async function discardUnusedMedia(app: FastifyInstance, mediaIds: string[]): Promise<void> {
  const inUse = await mediaStillInUse(app.db, mediaIds);
  const unused = mediaIds.filter((id) => !inUse.has(id));
  if (unused.length > 0) await app.media.remove(app.db, unused);
}
