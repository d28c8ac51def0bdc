/** News rows as the API presents them, with their photos and videos, loaded in one query each per list; news.presenter.ts shapes each one. */
import type { Kysely } from 'kysely';
import type { News, VideoCaption } from '@newsroom/shared';
import type { Database } from '../../db/schema.js';
import { presentNews, type NewsAudience } from './news.presenter.js';
import { photosOf, type NewsWithRelations } from './news.repository.js';
import { captionsOfStories } from '../captions/captions.repository.js';
import { presentVideo } from '../videos/video.presenter.js';
import { videosOfNews } from '../videos/videos.repository.js';

/** `admin`: the answer is for an ADMIN (a video's uploaded file is named). */
export async function presentNewsRows(
  db: Kysely<Database>,
  rows: NewsWithRelations[],
  audience: NewsAudience = 'public',
  viewer: { admin?: boolean } = {},
): Promise<News[]> {
  const ids = rows.map((row) => row.id);
  const [photos, videos] = await Promise.all([photosOf(db, ids), videosOfNews(db, ids)]);
  // Most pages hold no video at all: their captions are not asked for.
  const captions = videos.size > 0 ? await captionsOfStories(db, [...videos.keys()]) : new Map<string, VideoCaption[]>();
  const videoAudience = { backOffice: audience === 'backOffice', admin: audience === 'backOffice' && viewer.admin };
  return rows.map((row) =>
    presentNews(row, photos.get(row.id) ?? [], audience, presentVideo(videos.get(row.id), captions.get(row.id) ?? [], videoAudience)),
  );
}

export async function presentNewsRow(
  db: Kysely<Database>,
  row: NewsWithRelations,
  audience: NewsAudience = 'public',
  viewer: { admin?: boolean } = {},
): Promise<News> {
  const [news] = await presentNewsRows(db, [row], audience, viewer);
  return news!;
}
