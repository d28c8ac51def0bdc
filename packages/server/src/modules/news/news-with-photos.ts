/** News rows as the API presents them, with their photos, loaded in one query per list; news.presenter.ts shapes each one. */
import type { Kysely } from 'kysely';
import type { News } from '@newsroom/shared';
import type { Database } from '../../db/schema.js';
import { presentNews, type NewsAudience } from './news.presenter.js';
import { photosOf, type NewsWithRelations } from './news.repository.js';

export async function presentNewsRows(db: Kysely<Database>, rows: NewsWithRelations[], audience: NewsAudience = 'public'): Promise<News[]> {
  const photos = await photosOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => presentNews(row, photos.get(row.id) ?? [], audience));
}

export async function presentNewsRow(db: Kysely<Database>, row: NewsWithRelations, audience: NewsAudience = 'public'): Promise<News> {
  const [news] = await presentNewsRows(db, [row], audience);
  return news!;
}
