/** The adviser's desk (`/dashboard`) and an author's panel on My Content List: what waits, views by day, most read, scheduled. */
import { z } from 'zod';

/** How many days "views by day" covers, today included. */
export const DASHBOARD_VIEW_DAYS = 30;
/** The two "most read" windows, in days (today included), and how many stories each lists. */
export const MOST_READ_WINDOWS = { week: 7, month: 30 } as const;
export const MOST_READ_COUNT = 10;
/** The widest range one scheduled-publications call may ask for: a month view plus the days around it. */
export const SCHEDULED_RANGE_MAX_DAYS = 62;
/** At most this many scheduled items in one answer, soonest first. */
export const SCHEDULED_ITEMS_MAX = 500;

export const dashboardMessages = {
  rangeDate: (field: 'from' | 'to') => `${field} must be an ISO date and time.`,
  rangeOrder: 'to must be later than from.',
  rangeTooLong: `Ask for at most ${SCHEDULED_RANGE_MAX_DAYS} days of scheduled publications at once.`,
} as const;

const count = z.number().int().nonnegative();

export const dashboardWaitingSchema = z.object({
  pendingNews: count.describe('stories waiting for review (an AUTHOR: their own)'),
  pendingComments: count.nullable().describe('comments awaiting moderation; null for an AUTHOR'),
  contributions: count.nullable().describe('contributions not yet made into a story; null for an AUTHOR'),
});
export type DashboardWaiting = z.infer<typeof dashboardWaitingSchema>;

export const dayViewsSchema = z.object({
  day: z.string().describe('the day, YYYY-MM-DD'),
  views: count,
});
export type DayViews = z.infer<typeof dayViewsSchema>;

export const mostReadStorySchema = z.object({ id: z.string(), title: z.string(), views: count });
export type MostReadStory = z.infer<typeof mostReadStorySchema>;

export const dashboardSchema = z.object({
  waiting: dashboardWaitingSchema,
  viewsByDay: z.array(dayViewsSchema).describe(`the last ${DASHBOARD_VIEW_DAYS} days, today included, oldest first; days without views are 0`),
  mostRead: z.object({
    week: z.array(mostReadStorySchema).describe(`most viewed in the last ${MOST_READ_WINDOWS.week} days, at most ${MOST_READ_COUNT}`),
    month: z.array(mostReadStorySchema).describe(`most viewed in the last ${MOST_READ_WINDOWS.month} days, at most ${MOST_READ_COUNT}`),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
const instant = (field: 'from' | 'to') => z.iso.datetime({ offset: true, error: dashboardMessages.rangeDate(field) });

export const scheduledQuerySchema = z
  .object({ from: instant('from'), to: instant('to') })
  .refine(({ from, to }) => Date.parse(to) > Date.parse(from), { error: dashboardMessages.rangeOrder, path: ['to'] })
  .refine(({ from, to }) => Date.parse(to) - Date.parse(from) <= SCHEDULED_RANGE_MAX_DAYS * DAY_MS, {
    error: dashboardMessages.rangeTooLong,
    path: ['to'],
  });
export type ScheduledQuery = z.infer<typeof scheduledQuerySchema>;

export const scheduledStorySchema = z.object({
  id: z.string(),
  title: z.string(),
  publicationDate: z.string().describe('when it will be published (ISO date and time)'),
  author: z.string(),
});
export type ScheduledStory = z.infer<typeof scheduledStorySchema>;
