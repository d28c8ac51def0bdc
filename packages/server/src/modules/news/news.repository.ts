/** Reading and writing news items with their category, thumbnail and photos. Functions take the database first. */
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { NewsStatus } from '@newsroom/shared';
import type { Database, NewsRow } from '../../db/schema.js';

export interface NewsWithRelations extends NewsRow {
  category_name: string;
  category_slug: string;
  thumb_width: number | null;
  thumb_height: number | null;
  thumb_widths: string | null;
}

export interface PhotoRow {
  news_id: string;
  media_id: string;
  position: number;
  width: number;
  height: number;
  widths: string;
}

export interface NewsFilter {
  statuses?: readonly NewsStatus[];
  authorId?: string;
  categoryId?: string;
  /** Only items published at or before this instant (ISO). */
  publishedBy?: string;
  /** Only items published in [from, to) (ISO). */
  publishedFrom?: string;
  publishedBefore?: string;
}

/** Newest first by creation (back office) or by publication (what readers see). */
export type NewsOrder = 'created' | 'published';

export interface Paging {
  limit: number;
  offset: number;
}

function selectWithRelations(db: Kysely<Database>) {
  return db
    .selectFrom('news')
    .innerJoin('categories', 'categories.id', 'news.category_id')
    .leftJoin('media as thumb', 'thumb.id', 'news.thumbnail_media_id')
    .selectAll('news')
    .select([
      'categories.name as category_name',
      'categories.slug as category_slug',
      'thumb.width as thumb_width',
      'thumb.height as thumb_height',
      'thumb.widths as thumb_widths',
    ]);
}

function applyFilter<QB extends SelectQueryBuilder<Database, 'news', any>>(query: QB, filter: NewsFilter): QB {
  let q = query as SelectQueryBuilder<Database, 'news', any>;
  if (filter.statuses) q = q.where('news.status', 'in', filter.statuses as NewsStatus[]);
  if (filter.authorId) q = q.where('news.author_id', '=', filter.authorId);
  if (filter.categoryId) q = q.where('news.category_id', '=', filter.categoryId);
  if (filter.publishedBy) q = q.where('news.publication_date', '<=', filter.publishedBy);
  if (filter.publishedFrom) q = q.where('news.publication_date', '>=', filter.publishedFrom);
  if (filter.publishedBefore) q = q.where('news.publication_date', '<', filter.publishedBefore);
  return q as QB;
}

export function findNews(db: Kysely<Database>, id: string): Promise<NewsWithRelations | undefined> {
  return selectWithRelations(db).where('news.id', '=', id).executeTakeFirst() as Promise<NewsWithRelations | undefined>;
}

export async function listNews(
  db: Kysely<Database>,
  filter: NewsFilter,
  order: NewsOrder,
  paging?: Paging,
): Promise<{ rows: NewsWithRelations[]; total: number }> {
  let query = applyFilter(selectWithRelations(db), filter);
  query = order === 'published'
    ? query.orderBy('news.publication_date', 'desc').orderBy('news.created_at', 'desc')
    : query.orderBy('news.created_at', 'desc');
  query = query.orderBy('news.id');
  if (paging) query = query.limit(paging.limit).offset(paging.offset);
  const rows = (await query.execute()) as NewsWithRelations[];
  const total = paging ? await countNews(db, filter) : rows.length;
  return { rows, total };
}

export async function countNews(db: Kysely<Database>, filter: NewsFilter): Promise<number> {
  const row = await applyFilter(db.selectFrom('news').select((eb) => eb.fn.countAll<number>().as('count')), filter).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The address and last change of up to `limit` items, newest published first: enough for a sitemap. */
export function listNewsStamps(db: Kysely<Database>, filter: NewsFilter, limit: number): Promise<Pick<NewsRow, 'id' | 'updated_at'>[]> {
  return applyFilter(db.selectFrom('news').select(['news.id', 'news.updated_at']), filter)
    .orderBy('news.publication_date', 'desc')
    .orderBy('news.id')
    .limit(limit)
    .execute();
}

/** Items by id, in the order of `ids` (search results keep their rank). */
export async function findNewsByIds(db: Kysely<Database>, ids: string[]): Promise<NewsWithRelations[]> {
  if (ids.length === 0) return [];
  const rows = (await selectWithRelations(db).where('news.id', 'in', ids).execute()) as NewsWithRelations[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is NewsWithRelations => row !== undefined);
}

/** Photos of several items in one query, grouped by item and in their order. */
export async function photosOf(db: Kysely<Database>, newsIds: string[]): Promise<Map<string, PhotoRow[]>> {
  const byNews = new Map<string, PhotoRow[]>(newsIds.map((id) => [id, []]));
  if (newsIds.length === 0) return byNews;
  const rows = await db
    .selectFrom('news_photos')
    .innerJoin('media', 'media.id', 'news_photos.media_id')
    .select(['news_photos.news_id', 'news_photos.media_id', 'news_photos.position', 'media.width', 'media.height', 'media.widths'])
    .where('news_photos.news_id', 'in', newsIds)
    .orderBy('news_photos.news_id')
    .orderBy('news_photos.position')
    .execute();
  for (const row of rows) byNews.get(row.news_id)?.push(row);
  return byNews;
}

export type NewsValues = Pick<
  NewsRow,
  'title' | 'description' | 'content' | 'category_id' | 'embed_youtube_url' | 'thumbnail_media_id'
>;

export async function insertNews(db: Kysely<Database>, row: NewsRow): Promise<void> {
  await db.insertInto('news').values(row).execute();
}

/** An edit also drops the cached summary: it described the old text. */
export async function updateNews(
  db: Kysely<Database>,
  id: string,
  values: NewsValues & { status: NewsStatus; updated_at: string },
): Promise<void> {
  await db.updateTable('news').set({ ...values, summary: null, summary_key: null }).where('id', '=', id).execute();
}

export async function replacePhotos(db: Kysely<Database>, newsId: string, mediaIds: string[]): Promise<void> {
  await db.deleteFrom('news_photos').where('news_id', '=', newsId).execute();
  if (mediaIds.length === 0) return;
  await db
    .insertInto('news_photos')
    .values(mediaIds.map((mediaId, position) => ({ news_id: newsId, media_id: mediaId, position })))
    .execute();
}

export async function setNewsStatus(
  db: Kysely<Database>,
  id: string,
  status: NewsStatus,
  changes: { publication_date?: string; updated_at: string },
): Promise<void> {
  await db.updateTable('news').set({ status, ...changes }).where('id', '=', id).execute();
}

export async function deleteNews(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('news').where('id', '=', id).execute();
}
