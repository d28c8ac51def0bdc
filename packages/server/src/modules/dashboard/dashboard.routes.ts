/**
 * The adviser's desk: `GET /dashboard` (what waits, views by day, most read) and `GET /dashboard/scheduled` (the
 * scheduled publications of a range, for its calendar). An ADMIN sees the whole site, an AUTHOR their own stories.
 * Answers are private (the Authorization header makes them `no-store`, see plugins/private-answers).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DASHBOARD_VIEW_DAYS,
  MOST_READ_WINDOWS,
  can,
  dashboardSchema,
  newsListScopeFor,
  scheduledQuerySchema,
  scheduledStorySchema,
  SCHEDULED_ITEMS_MAX,
  SCHEDULED_RANGE_MAX_DAYS,
  type Dashboard,
} from '@newsroom/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { dayOf, lastDays } from '../../lib/calendar-days.js';
import { countOpenContributions, countPendingComments, countPendingNews, mostRead, scheduledBetween, viewsByDay } from './dashboard.repository.js';

const errors = errorResponses(400, 401, 403);

/** The last `count` days of the school's calendar, today included. */
const lastDaysWindow = (count: number, now: Date, timeZone: string) => ({ first: lastDays(count, now, timeZone)[0]!, last: dayOf(now, timeZone) });

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('useBackOffice'));

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        security: [{ bearerAuth: [] }],
        summary: `What waits for review, views of the last ${DASHBOARD_VIEW_DAYS} days, the most read stories (an AUTHOR: their own)`,
        response: { 200: dashboardSchema, ...errors },
      },
    },
    async (request): Promise<Dashboard> => {
      const user = request.user!;
      const scope = newsListScopeFor(user);
      const now = new Date();
      const { timeZone } = app.config;
      const days = lastDays(DASHBOARD_VIEW_DAYS, now, timeZone);
      const [pendingNews, pendingComments, contributions, views, week, month] = await Promise.all([
        countPendingNews(app.db, scope),
        can(user, 'moderateComments') ? countPendingComments(app.db) : null,
        can(user, 'manageContributions') ? countOpenContributions(app.db) : null,
        viewsByDay(app.db, lastDaysWindow(DASHBOARD_VIEW_DAYS, now, timeZone), scope),
        mostRead(app.db, lastDaysWindow(MOST_READ_WINDOWS.week, now, timeZone), scope),
        mostRead(app.db, lastDaysWindow(MOST_READ_WINDOWS.month, now, timeZone), scope),
      ]);
      const viewsOn = new Map(views.map((row) => [row.day, row.views]));
      return {
        waiting: { pendingNews, pendingComments, contributions },
        viewsByDay: days.map((day) => ({ day, views: viewsOn.get(day) ?? 0 })),
        mostRead: { week, month },
      };
    },
  );

  app.get(
    '/dashboard/scheduled',
    {
      schema: {
        tags: ['dashboard'],
        security: [{ bearerAuth: [] }],
        summary: `Approved stories to be published in [from, to), soonest first (at most ${SCHEDULED_RANGE_MAX_DAYS} days, ${SCHEDULED_ITEMS_MAX} stories; an AUTHOR: their own)`,
        querystring: scheduledQuerySchema,
        response: { 200: z.array(scheduledStorySchema), ...errors },
      },
    },
    async (request) =>
      scheduledBetween(app.db, new Date(request.query.from), new Date(request.query.to), new Date(), newsListScopeFor(request.user!)),
  );
};
