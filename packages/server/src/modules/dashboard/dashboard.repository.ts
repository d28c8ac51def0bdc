/**
 * What the dashboard reads: counts of what waits for review, views summed by day from the daily tally, the most
 * read stories of a window, and the stories scheduled in a range. `authorId` narrows each to one author's stories.
 */
import type { Kysely } from 'kysely';
import { MOST_READ_COUNT, SCHEDULED_ITEMS_MAX, type DayViews, type MostReadStory, type ScheduledStory } from '@newsroom/shared';
import type { Database } from '../../db/schema.js';

export interface DashboardScope {
  authorId?: string;
}

/** Stories waiting for review: the tallies' sum for everyone's, an index walk of the author's own for one author. */
export async function countPendingNews(db: Kysely<Database>, scope: DashboardScope): Promise<number> {
  if (scope.authorId) {
    const { count } = await db
      .selectFrom('news')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('author_id', '=', scope.authorId)
      .where('status', '=', 'Pending')
      .executeTakeFirstOrThrow();
    return Number(count);
  }
  const { count } = await db
    .selectFrom('news_tallies')
    .select((eb) => eb.fn.sum<number | string | null>('tally').as('count'))
    .where('status', '=', 'Pending')
    .executeTakeFirstOrThrow();
  return Number(count ?? 0);
}

export async function countPendingComments(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('comments')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('status', '=', 'pending')
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Contributions nobody has made into a story yet. */
export async function countOpenContributions(db: Kysely<Database>): Promise<number> {
  const { count } = await db
    .selectFrom('contributions')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('draft_news_id', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** A window of days, first and last included (`YYYY-MM-DD`). */
export interface DayWindow {
  first: string;
  last: string;
}

/**
 * The tally's rows in a window. Bounded on both sides, so that SQLite (which keeps no statistics) judges the window
 * small and reads it from the day index, rather than walking the whole tally in story order to group it.
 */
function dailyViewsIn(db: Kysely<Database>, days: DayWindow, scope: DashboardScope) {
  const query = db.selectFrom('news_daily_views').where('news_daily_views.day', '>=', days.first).where('news_daily_views.day', '<=', days.last);
  return scope.authorId ? query.innerJoin('news', 'news.id', 'news_daily_views.news_id').where('news.author_id', '=', scope.authorId) : query;
}

/** Views summed per day of the window; days without views are absent (the caller fills them). */
export async function viewsByDay(db: Kysely<Database>, days: DayWindow, scope: DashboardScope): Promise<DayViews[]> {
  const rows = await dailyViewsIn(db, days, scope)
    .select(['news_daily_views.day', (eb) => eb.fn.sum<number | string>('news_daily_views.views').as('views')])
    .groupBy('news_daily_views.day')
    .execute();
  return rows.map((row) => ({ day: row.day, views: Number(row.views) }));
}

/** The window's view totals of its most viewed stories, most views first (ties by id, so the order is stable). */
export function mostReadQuery(db: Kysely<Database>, days: DayWindow, scope: DashboardScope) {
  return dailyViewsIn(db, days, scope)
    .select(['news_daily_views.news_id', (eb) => eb.fn.sum<number | string>('news_daily_views.views').as('views')])
    .groupBy('news_daily_views.news_id')
    .orderBy('views', 'desc')
    .orderBy('news_daily_views.news_id')
    .limit(MOST_READ_COUNT);
}

/** The most viewed stories of the window, with their titles, most views first. */
export async function mostRead(db: Kysely<Database>, days: DayWindow, scope: DashboardScope): Promise<MostReadStory[]> {
  const totals = await mostReadQuery(db, days, scope).execute();
  if (totals.length === 0) return [];
  // Titles for the ten winners only: joining every viewed story before the limit would read them all.
  const titles = await db
    .selectFrom('news')
    .select(['id', 'title'])
    .where(
      'id',
      'in',
      totals.map((row) => row.news_id),
    )
    .execute();
  const titleOf = new Map(titles.map((row) => [row.id, row.title]));
  return totals.flatMap((row) => {
    const title = titleOf.get(row.news_id);
    return title === undefined ? [] : [{ id: row.news_id, title, views: Number(row.views) }];
  });
}

/** Approved stories whose publication falls in [from, to) and is still to come, soonest first, capped. */
export function scheduledBetweenQuery(db: Kysely<Database>, from: Date, to: Date, now: Date, scope: DashboardScope) {
  // A story is published once its date has come (`isPublished`: date <= now), so "still to come" is strictly later.
  const upcoming = from > now ? (['>=', from] as const) : (['>', now] as const);
  let query = db
    .selectFrom('news')
    .select(['id', 'title', 'publication_date', 'author_name'])
    .where('status', '=', 'Approved')
    .where('publication_date', upcoming[0], upcoming[1].toISOString())
    .where('publication_date', '<', to.toISOString());
  if (scope.authorId) query = query.where('author_id', '=', scope.authorId);
  return query.orderBy('publication_date').orderBy('id').limit(SCHEDULED_ITEMS_MAX);
}

export async function scheduledBetween(db: Kysely<Database>, from: Date, to: Date, now: Date, scope: DashboardScope): Promise<ScheduledStory[]> {
  const rows = await scheduledBetweenQuery(db, from, to, now, scope).execute();
  return rows.map((row) => ({ id: row.id, title: row.title, publicationDate: row.publication_date!, author: row.author_name }));
}
