/** Reading and writing news items with their category, thumbnail and photos. Functions take the database first. */
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { NewsStatus, PhotoWords } from '@newsroom/shared';
import type { Database, NewsRow } from '../../db/schema.js';
import { compiledOnce } from '../../db/compiled-once.js';
import { isPostgres } from '../../db/dialect.js';
import { oneOf } from '../../db/one-of.js';
import { markdownText } from '../../lib/markdown-text.js';
import type { Paging } from '../../lib/paging.js';

/** A story as read for presenting: every column but `content_text`, which only the search engines read. */
export interface NewsWithRelations extends Omit<NewsRow, 'content_text'> {
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
  caption: string | null;
  credit: string | null;
  alt: string | null;
}

/** One additional photo as stored: its image and the words its writer gave it (none when left out). */
export interface NewsPhotoEntry extends Partial<PhotoWords> {
  mediaId: string;
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

/** A story's place in what readers see, newest published first: the last keys of the public ordered indexes. */
export interface ListPosition {
  publication_date: string;
  created_at: string;
  id: string;
}

/** The story columns plus what presenting needs: its category's name and slug, its thumbnail's sizes. */
function selectWithRelations(db: Kysely<Database>) {
  return withRelations(db.selectFrom('news'));
}

/**
 * The story's columns but `content_text` (the plain text kept for the search engines, as long as the content): a list
 * of stories would otherwise read every body twice. A new column of `news` that presenting needs is added here.
 */
const PRESENTED_COLUMNS = [
  'news.id',
  'news.title',
  'news.description',
  'news.content',
  'news.category_id',
  'news.author_id',
  'news.author_name',
  'news.thumbnail_media_id',
  'news.thumbnail_caption',
  'news.thumbnail_credit',
  'news.thumbnail_alt',
  'news.embed_youtube_url',
  'news.status',
  'news.publication_date',
  'news.summary',
  'news.summary_key',
  'news.views',
  'news.rejection_reason',
  'news.created_at',
  'news.updated_at',
] as const satisfies readonly `news.${Exclude<keyof NewsRow, 'content_text'>}`[];

function withRelations(query: SelectQueryBuilder<Database, 'news', any>) {
  return query
    .innerJoin('categories', 'categories.id', 'news.category_id')
    .leftJoin('media as thumb', 'thumb.id', 'news.thumbnail_media_id')
    .select(PRESENTED_COLUMNS)
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
  // One status is an equality, so the ordered indexes (status first) give the rows already in order.
  if (filter.statuses?.length === 1) q = q.where('news.status', '=', filter.statuses[0]!);
  else if (filter.statuses) q = q.where('news.status', 'in', filter.statuses as NewsStatus[]);
  if (filter.authorId) q = q.where('news.author_id', '=', filter.authorId);
  if (filter.categoryId) q = q.where('news.category_id', '=', filter.categoryId);
  if (filter.publishedFrom) q = q.where('news.publication_date', '>=', filter.publishedFrom);
  // Only the nearer of two upper bounds: given both, SQLite ranges its index on one and filters by the other, and for
  // an old month it took "published by now", walking every story published since that month's end.
  const before = filter.publishedBefore;
  if (before && !(filter.publishedBy && filter.publishedBy < before)) q = q.where('news.publication_date', '<', before);
  else if (filter.publishedBy) q = q.where('news.publication_date', '<=', filter.publishedBy);
  return q as QB;
}

/**
 * The filter as read from a story of its list onwards: that story already bounds the publication dates from above
 * (it is published by now, and within the month), and a second upper bound would take the index range's place.
 */
function belowPosition(filter: NewsFilter): NewsFilter {
  const { publishedBy: _published, publishedBefore: _month, ...rest } = filter;
  return rest;
}

const POSITION_COLUMNS = ['news.publication_date', 'news.created_at', 'news.id'] as const;
const positionOf = sql`(news.publication_date, news.created_at, news.id)`;

/** Stories at `position` or after it in what readers see (one range of the ordered index, not a filter on it). */
function fromPosition<QB extends SelectQueryBuilder<Database, 'news', any>>(query: QB, filter: NewsFilter, position: ListPosition): QB {
  return applyFilter(query, belowPosition(filter)).where(
    positionOf,
    '<=',
    sql`(${position.publication_date}, ${position.created_at}, ${position.id})`,
  ) as QB;
}

/** Every list's order, newest first, to the last key of its index (see the news-listing migration). */
function inListOrder<QB extends SelectQueryBuilder<Database, 'news', any>>(query: QB, order: NewsOrder): QB {
  const q = order === 'published' ? query.orderBy('news.publication_date', 'desc') : query;
  return q.orderBy('news.created_at', 'desc').orderBy('news.id', 'desc') as QB;
}

/** Stories with their relations: the reads by id add their condition. */
const storiesSelect = compiledOnce(selectWithRelations);

export async function findNews(db: Kysely<Database>, id: string): Promise<NewsWithRelations | undefined> {
  const { rows } = await sql<NewsWithRelations>`${storiesSelect(db)} where "news"."id" = ${id}`.execute(db);
  return rows[0];
}

/**
 * Stories after `after` in the order of their ids that have no kept answer (story-answers.ts), up to `limit` of them:
 * what the kept answers' fill presents next, one walk of the primary key however many slices it takes. Every status
 * comes back, so the walk never leaves that key's order for a status's index; the fill keeps the public ones.
 */
export async function newsWithoutKeptAnswer(db: Kysely<Database>, after: string, limit: number): Promise<NewsWithRelations[]> {
  const { rows } = await sql<NewsWithRelations>`${storiesSelect(db)}
    left join "news_answers" on "news_answers"."news_id" = "news"."id"
    where "news"."id" > ${after} and "news_answers"."news_id" is null
    order by "news"."id" limit ${limit}`.execute(db);
  return rows;
}

/**
 * The ids of one page, read from an ordered index alone: the walk skips index entries, not joined rows. With `from`
 * (a story of the list, readers' order only) the walk starts there: `paging.offset` then counts from it. Exported so a
 * test can show its plan.
 */
export function newsPageQuery(db: Kysely<Database>, filter: NewsFilter, order: NewsOrder, paging: Paging, from?: ListPosition) {
  const query = db.selectFrom('news').select('news.id');
  return inListOrder(from ? fromPosition(query, filter, from) : applyFilter(query, filter), order)
    .limit(paging.limit)
    .offset(paging.offset);
}

/** One page of stories with what presenting needs, in the list's order (see newsPageQuery for `from`). */
export function readNewsPage(
  db: Kysely<Database>,
  filter: NewsFilter,
  order: NewsOrder,
  paging: Paging,
  from?: ListPosition,
): Promise<NewsWithRelations[]> {
  const page = newsPageQuery(db, filter, order, paging, from).as('page');
  const query = withRelations(db.selectFrom(page).innerJoin('news', 'news.id', 'page.id') as unknown as SelectQueryBuilder<Database, 'news', any>);
  return inListOrder(query, order).execute() as Promise<NewsWithRelations[]>;
}

/** A story of a public page as kept (story-answers.ts): its count, and its kept answer when it has one. */
export interface KeptStory {
  id: string;
  views: number;
  body: string | null;
}

/** One page of stories as kept, in the list's order (see newsPageQuery for `from`): no story is presented again. */
export function readKeptPage(db: Kysely<Database>, filter: NewsFilter, order: NewsOrder, paging: Paging, from?: ListPosition): Promise<KeptStory[]> {
  const page = newsPageQuery(db, filter, order, paging, from).as('page');
  const query = db
    .selectFrom(page)
    .innerJoin('news', 'news.id', 'page.id')
    .leftJoin('news_answers', 'news_answers.news_id', 'news.id')
    .select(['news.id', 'news.views', 'news_answers.body']);
  return inListOrder(query as unknown as SelectQueryBuilder<Database, 'news', KeptStory>, order).execute();
}

export async function listNews(
  db: Kysely<Database>,
  filter: NewsFilter,
  order: NewsOrder,
  paging: Paging,
): Promise<{ rows: NewsWithRelations[]; total: number }> {
  const [rows, total] = await Promise.all([readNewsPage(db, filter, order, paging), countNews(db, filter)]);
  return { rows, total };
}

/**
 * The positions of every `every`-th story of a list in readers' order, up to `steps + 1` of them: its first story
 * (or `from`, a story of the list) as step 0, and each `every` places after the one before. A step is one seek of the
 * list's ordered index and a walk of `every` entries, all inside the database, so only the checkpoints come back (in
 * no promised order: sort them by step). Exported so a test can show its plan.
 */
export function checkpointsQuery(db: Kysely<Database>, filter: NewsFilter, every: number, steps: number, from?: ListPosition) {
  const start = db.selectFrom('news').select([...POSITION_COLUMNS, sql<number>`0`.as('step')]);
  const first = inListOrder(from ? fromPosition(start, filter, from) : applyFilter(start, filter), 'published').limit(1);
  const next = inListOrder(applyFilter(db.selectFrom('news').select(['news.status', ...POSITION_COLUMNS]), belowPosition(filter)), 'published')
    .where(positionOf, '<', sql`(checkpoints.publication_date, checkpoints.created_at, checkpoints.id)`)
    .limit(1)
    .offset(every - 1);
  // The step's story joined as a row of the index: SQLite seeks it there, but PostgreSQL would test the row against
  // every story (a join filter, 28 s for 5 steps at 100,000 stories), so it takes the step as a lateral subquery,
  // which SQLite does not have.
  const nextStory = isPostgres(db)
    ? sql`cross join lateral ${next} as n`
    : sql`inner join news as n on (n.status, n.publication_date, n.created_at, n.id) = ${next}`;
  return sql<ListPosition & { step: number }>`with recursive checkpoints (publication_date, created_at, id, step) as (
    select * from ${first} as first
    union all
    select n.publication_date, n.created_at, n.id, checkpoints.step + 1 from checkpoints ${nextStory}
    where checkpoints.step < ${steps}
  ) select publication_date, created_at, id, step from checkpoints`;
}

/** How many stories of the list are at `from` or after it, counting no further than `max`. */
export async function countFrom(db: Kysely<Database>, filter: NewsFilter, from: ListPosition, max: number): Promise<number> {
  const stories = fromPosition(db.selectFrom('news').select('news.id'), filter, from).limit(max).as('stories');
  const row = await db
    .selectFrom(stories)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * How many items the filter matches. Whole statuses (optionally one category, optionally only what is published
 * by now) come from the tallies, less the few scheduled for later; author and month filters count their own
 * index range, which grows with one author's or one month's items, not with the archive.
 */
export async function countNews(db: Kysely<Database>, filter: NewsFilter): Promise<number> {
  if (!filter.authorId && !filter.publishedFrom && !filter.publishedBefore) {
    let tallies = db.selectFrom('news_tallies').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('tally'), eb.lit(0)).as('total'));
    if (filter.statuses) tallies = tallies.where('status', 'in', filter.statuses as NewsStatus[]);
    if (filter.categoryId) tallies = tallies.where('category_id', '=', filter.categoryId);
    const { total } = await tallies.executeTakeFirstOrThrow();
    if (!filter.publishedBy) return Number(total);
    const notYet = await countNotYetPublishedQuery(db, filter, filter.publishedBy).executeTakeFirstOrThrow();
    return Number(total) - Number(notYet.count);
  }
  const row = await applyFilter(
    db.selectFrom('news').select((eb) => eb.fn.countAll<number>().as('count')),
    filter,
  ).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Items of the filter's statuses scheduled after `moment`: a short index range, whatever the archive holds.
 * (Approving always sets a publication date, so no Approved item lacks one.) Exported so a test can show its plan.
 */
export function countNotYetPublishedQuery(db: Kysely<Database>, filter: NewsFilter, moment: string) {
  const { publishedBy: _ignored, ...rest } = filter;
  return applyFilter(
    db.selectFrom('news').select((eb) => eb.fn.countAll<number>().as('count')),
    rest,
  ).where('news.publication_date', '>', moment);
}

/** The address and last change of up to `limit` items, newest published first: enough for a sitemap. */
export function listNewsStamps(db: Kysely<Database>, filter: NewsFilter, limit: number): Promise<Pick<NewsRow, 'id' | 'updated_at'>[]> {
  return inListOrder(applyFilter(db.selectFrom('news').select(['news.id', 'news.updated_at']), filter), 'published')
    .limit(limit)
    .execute();
}

/**
 * The byline of an author's newest story in the filter (e.g. published), as readers know the author; undefined when the
 * author has none there. One step of the author's ordered index (see the author-public-order migration).
 */
export async function newestBylineOf(db: Kysely<Database>, authorId: string, filter: NewsFilter): Promise<string | undefined> {
  const row = await inListOrder(applyFilter(db.selectFrom('news').select('news.author_name'), { ...filter, authorId }), 'published')
    .limit(1)
    .executeTakeFirst();
  return row?.author_name;
}

/** What weighing stories against each other reads of each: the words readers see first, where and when it is listed, who may see it. */
export type StoryTraits = Pick<NewsRow, 'id' | 'title' | 'description' | 'category_id' | 'status' | 'publication_date' | 'author_id' | 'created_at'>;

/** The traits of these stories, each looked up by primary key. Exported so a test can show its plan. */
export function storyTraitsQuery(db: Kysely<Database>, ids: readonly string[]) {
  return db
    .selectFrom('news')
    .select([
      'news.id',
      'news.title',
      'news.description',
      'news.category_id',
      'news.status',
      'news.publication_date',
      'news.author_id',
      'news.created_at',
    ])
    .where(oneOf(db, 'news.id', ids));
}

export async function storyTraitsOf(db: Kysely<Database>, ids: readonly string[]): Promise<StoryTraits[]> {
  return ids.length === 0 ? [] : storyTraitsQuery(db, ids).execute();
}

/** Items by id, in the order of `ids` (search results keep their rank). */
export async function findNewsByIds(db: Kysely<Database>, ids: string[]): Promise<NewsWithRelations[]> {
  if (ids.length === 0) return [];
  const { rows } = await sql<NewsWithRelations>`${storiesSelect(db)} where ${oneOf(db, 'news.id', ids)}`.execute(db);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is NewsWithRelations => row !== undefined);
}

const photosSelect = compiledOnce((db: Kysely<Database>) =>
  db
    .selectFrom('news_photos')
    .innerJoin('media', 'media.id', 'news_photos.media_id')
    .select([
      'news_photos.news_id',
      'news_photos.media_id',
      'news_photos.position',
      'news_photos.caption',
      'news_photos.credit',
      'news_photos.alt',
      'media.width',
      'media.height',
      'media.widths',
    ]),
);

/** Photos of several items in one query, grouped by item and in their order. */
export async function photosOf(db: Kysely<Database>, newsIds: string[]): Promise<Map<string, PhotoRow[]>> {
  const byNews = new Map<string, PhotoRow[]>(newsIds.map((id) => [id, []]));
  if (newsIds.length === 0) return byNews;
  const { rows } = await sql<PhotoRow>`${photosSelect(db)} where ${oneOf(db, 'news_photos.news_id', newsIds)}
    order by "news_photos"."news_id", "news_photos"."position"`.execute(db);
  for (const row of rows) byNews.get(row.news_id)?.push(row);
  return byNews;
}

export type NewsValues = Pick<NewsRow, 'title' | 'description' | 'content' | 'category_id' | 'embed_youtube_url' | 'thumbnail_media_id'>;
/** The thumbnail's words; an update that leaves them out keeps them. */
export type ThumbnailWordsValues = Pick<NewsRow, 'thumbnail_caption' | 'thumbnail_credit' | 'thumbnail_alt'>;

export async function insertNews(db: Kysely<Database>, row: NewsRow): Promise<void> {
  await db.insertInto('news').values(row).execute();
}

/** An edit also drops the cached summary: it described the old text. */
export async function updateNews(
  db: Kysely<Database>,
  id: string,
  values: NewsValues & Partial<ThumbnailWordsValues> & { status: NewsStatus; updated_at: string },
): Promise<void> {
  await db
    .updateTable('news')
    .set({ ...values, content_text: markdownText(values.content), summary: null, summary_key: null })
    .where('id', '=', id)
    .execute();
}

/** The item's additional photos become `photos`, in that order. */
export async function replacePhotos(db: Kysely<Database>, newsId: string, photos: readonly NewsPhotoEntry[]): Promise<void> {
  await db.deleteFrom('news_photos').where('news_id', '=', newsId).execute();
  if (photos.length === 0) return;
  await db
    .insertInto('news_photos')
    .values(
      photos.map((photo, position) => ({
        news_id: newsId,
        media_id: photo.mediaId,
        position,
        caption: photo.caption ?? null,
        credit: photo.credit ?? null,
        alt: photo.alt ?? null,
      })),
    )
    .execute();
}

/**
 * Sets a decision's status, but only on the version that was decided on (`seen`: its status and updated_at):
 * false when the item changed meanwhile, so of two reviewers deciding at once only one succeeds.
 */
export async function setNewsStatus(
  db: Kysely<Database>,
  id: string,
  seen: Pick<NewsRow, 'status' | 'updated_at'>,
  status: NewsStatus,
  changes: { publication_date?: string; rejection_reason?: string | null; updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('news')
    .set({ status, ...changes })
    .where('id', '=', id)
    .where('status', '=', seen.status)
    .where('updated_at', '=', seen.updated_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteNews(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('news').where('id', '=', id).execute();
}
