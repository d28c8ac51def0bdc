/** The `video_captions` table: one WebVTT file per story and language, with its words for search. */
import type { Kysely } from 'kysely';
import type { CaptionLanguage, VideoCaption } from '@newsroom/shared';
import type { Database, VideoCaptionRow } from '../../db/schema.js';
import { presentCaption } from './captions.presenter.js';

/** Every story's captions, each list in language order, in one query: what the story presenter fills `video.captions` with. */
export async function captionsOfStories(db: Kysely<Database>, newsIds: readonly string[]): Promise<Map<string, VideoCaption[]>> {
  const found = new Map<string, VideoCaption[]>(newsIds.map((id) => [id, []]));
  if (newsIds.length === 0) return found;
  const rows = await db
    .selectFrom('video_captions')
    .select(['news_id', 'language'])
    .where('news_id', 'in', [...new Set(newsIds)])
    .orderBy('news_id')
    .orderBy('language')
    .execute();
  for (const row of rows) found.get(row.news_id)!.push(presentCaption(row.news_id, row.language));
  return found;
}

export async function captionFilesOf(db: Kysely<Database>, newsId: string): Promise<VideoCaptionRow[]> {
  return db.selectFrom('video_captions').selectAll().where('news_id', '=', newsId).orderBy('language').execute();
}

export async function captionVtt(db: Kysely<Database>, newsId: string, language: CaptionLanguage): Promise<string | undefined> {
  const row = await db.selectFrom('video_captions').select('vtt').where('news_id', '=', newsId).where('language', '=', language).executeTakeFirst();
  return row?.vtt;
}

/**
 * Stores a language's file in place of any before it; run it in a transaction. Delete then insert rather than an
 * upsert: SQLite runs both an insert's and an update's triggers for an upsert that updates, and the search index must
 * be told of one change.
 */
export async function saveCaption(
  trx: Kysely<Database>,
  caption: { newsId: string; language: CaptionLanguage; vtt: string; plainText: string },
  now = new Date().toISOString(),
): Promise<VideoCaptionRow> {
  const before = await trx
    .deleteFrom('video_captions')
    .where('news_id', '=', caption.newsId)
    .where('language', '=', caption.language)
    .returning('created_at')
    .executeTakeFirst();
  const row: VideoCaptionRow = {
    news_id: caption.newsId,
    language: caption.language,
    vtt: caption.vtt,
    plain_text: caption.plainText,
    created_at: before?.created_at ?? now,
    updated_at: now,
  };
  await trx.insertInto('video_captions').values(row).execute();
  return row;
}

/** Whether there was a file to delete. */
export async function deleteCaption(db: Kysely<Database>, newsId: string, language: CaptionLanguage): Promise<boolean> {
  const result = await db.deleteFrom('video_captions').where('news_id', '=', newsId).where('language', '=', language).executeTakeFirst();
  return result.numDeletedRows > 0n;
}
