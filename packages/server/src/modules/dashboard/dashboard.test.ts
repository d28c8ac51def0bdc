import { beforeAll, describe, expect, it } from 'vitest';
import { buildContributionContent, findContributionCategory, type Dashboard, type News, type ScheduledStory } from '@newsroom/shared';
import * as dailyViewsMigration from '../../db/migrations/2026-11-28-04-daily-views.js';
import { dayOf } from '../../lib/calendar-days.js';
import { multipartPayload } from '../../../test/helpers/multipart.js';
import { approveNews, createNews, createPublishedNews } from '../../../test/helpers/news-factory.js';
import { planOf } from '../../../test/helpers/query-plan.js';
import { bearer, describeEachDatabase } from '../../../test/helpers/test-app.js';
import { recordView, viewerKey } from '../news/views.repository.js';
import { mostReadQuery, scheduledBetweenQuery } from './dashboard.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (count: number) => new Date(Date.now() + count * DAY_MS);
/** The site's default zone, Manila's (no daylight saving time: 24 hours back is always the day before). */
const SITE_ZONE = 'Asia/Manila';
const today = () => dayOf(new Date(), SITE_ZONE);
const daysAgo = (count: number) => dayOf(new Date(Date.now() - count * DAY_MS), SITE_ZONE);

describeEachDatabase('dashboard', (t) => {
  let admin: string;
  const dashboard = async (token: string) => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/dashboard', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return response.json() as Dashboard;
  };
  const scheduled = (token: string, from: string, to: string) =>
    t.inject({
      method: 'GET',
      url: `/api/v1/dashboard/scheduled?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      headers: bearer(token),
    });
  /** Views written straight into the daily tally, as if counted on those days. */
  const tally = (newsId: string, day: string, views: number) =>
    t.app.db.insertInto('news_daily_views').values({ news_id: newsId, day, views }).execute();
  const dailyViews = (newsId: string) =>
    t.app.db.selectFrom('news_daily_views').select(['day', 'views']).where('news_id', '=', newsId).orderBy('day').execute();

  beforeAll(async () => {
    admin = await t.adminToken();
  });

  describe('daily views', () => {
    it("counts a recorded view in today's tally, and a viewer's second view of the day not at all", async () => {
      const news = await createPublishedNews(t);
      const view = (visitorId: string) => t.inject({ method: 'POST', url: `/api/v1/view-news/${news.id}`, headers: { 'visitor-id': visitorId } });
      expect((await view('daily-a')).json()).toMatchObject({ counted: true });
      expect((await view('daily-a')).json()).toMatchObject({ counted: false });
      expect((await view('daily-b')).json()).toMatchObject({ counted: true });
      expect(t.config.timeZone).toBe(SITE_ZONE);
      expect(await dailyViews(news.id)).toEqual([{ day: today(), views: 2 }]);
    });

    it("counts views on the school's day they happen, which starts at midnight in Manila (16:00 UTC)", async () => {
      const news = await createPublishedNews(t);
      const view = (visitorId: string, at: string) =>
        recordView(t.app.db, news.id, viewerKey('10.0.0.1', visitorId), new Date(at), t.config.timeZone);
      await view('late', '2026-03-01T15:59:59.000Z');
      await view('early', '2026-03-01T16:00:00.000Z');
      await view('later', '2026-03-01T23:00:00.000Z');
      expect(await dailyViews(news.id)).toEqual([
        { day: '2026-03-01', views: 1 },
        { day: '2026-03-02', views: 2 },
      ]);
    });
  });

  describe('GET /dashboard', () => {
    it('answers 401 without a valid token, privately with one', async () => {
      expect((await t.inject({ method: 'GET', url: '/api/v1/dashboard' })).statusCode).toBe(401);
      expect((await t.inject({ method: 'GET', url: '/api/v1/dashboard', headers: bearer('not-a-token') })).statusCode).toBe(401);
      expect((await t.inject({ method: 'GET', url: '/api/v1/dashboard/scheduled?from=x&to=y' })).statusCode).toBe(401);
      const response = await t.inject({ method: 'GET', url: '/api/v1/dashboard', headers: bearer(admin) });
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('gives the last 30 days, today last, with zeros where nobody viewed', async () => {
      const news = await createPublishedNews(t);
      await tally(news.id, daysAgo(29), 4);
      await tally(news.id, daysAgo(30), 1000);
      await tally(news.id, daysAgo(3), 7);
      const { viewsByDay } = await dashboard(admin);
      expect(viewsByDay).toHaveLength(30);
      expect(viewsByDay[0]).toEqual({ day: daysAgo(29), views: 4 });
      expect(viewsByDay[29]!.day).toBe(today());
      expect(viewsByDay.find((entry) => entry.day === daysAgo(3))!.views).toBeGreaterThanOrEqual(7);
      expect(viewsByDay.find((entry) => entry.day === daysAgo(1))).toEqual({ day: daysAgo(1), views: 0 });
      expect(viewsByDay.some((entry) => entry.views >= 1000)).toBe(false);
    });

    it('lists the most read of the last 7 and 30 days, most views first', async () => {
      const author = await t.createUser('AUTHOR');
      const story = async (title: string) => approveNews(t, (await createNews(t, author.token, { title })).id);
      const [old, recent, steady, ancient] = await Promise.all([story('Old hit'), story('Recent hit'), story('Steady one'), story('Ancient hit')]);
      await tally(old.id, daysAgo(20), 90);
      await tally(recent.id, daysAgo(0), 50);
      await tally(steady.id, daysAgo(6), 20);
      await tally(steady.id, daysAgo(7), 45);
      await tally(ancient.id, daysAgo(30), 500);
      const { mostRead } = await dashboard(author.token);
      expect(mostRead.week).toEqual([
        { id: recent.id, title: 'Recent hit', views: 50 },
        { id: steady.id, title: 'Steady one', views: 20 },
      ]);
      expect(mostRead.month.map((item) => [item.title, item.views])).toEqual([
        ['Old hit', 90],
        ['Steady one', 65],
        ['Recent hit', 50],
      ]);
    });

    it('keeps ten stories a window', async () => {
      const author = await t.createUser('AUTHOR');
      for (let index = 0; index < 11; index += 1) {
        const news = await approveNews(t, (await createNews(t, author.token, { title: `Story ${index}` })).id);
        await tally(news.id, daysAgo(1), 100 + index);
      }
      const { mostRead } = await dashboard(author.token);
      expect(mostRead.week).toHaveLength(10);
      expect(mostRead.week[0]!.title).toBe('Story 10');
      expect(mostRead.week.map((item) => item.title)).not.toContain('Story 0');
    });

    it('counts what waits for an ADMIN: pending stories, comments awaiting moderation, contributions', async () => {
      const before = (await dashboard(admin)).waiting;
      const author = await t.createUser('AUTHOR');
      await createNews(t, author.token);
      const published = await createPublishedNews(t);
      const comment = await t.inject({
        method: 'POST',
        url: `/api/v1/comment-news/${published.id}`,
        headers: { 'visitor-id': 'dashboard-commenter' },
        payload: { fullName: 'Juan', email: 'juan@school.test', content: 'A comment waiting for the dashboard.' },
      });
      expect(comment.statusCode).toBe(201);
      const category = findContributionCategory('Proud Lasallian')!;
      const content = buildContributionContent(category, Object.fromEntries(category.fields.map((field) => [field.label, 'answer'])));
      const { payload, headers } = multipartPayload({ author: 'Juan', authorEmail: 'juan@school.test', category: category.name, content }, []);
      expect((await t.inject({ method: 'POST', url: '/api/v1/contribute-news', payload, headers })).statusCode).toBe(201);
      expect((await dashboard(admin)).waiting).toEqual({
        pendingNews: before.pendingNews + 1,
        pendingComments: before.pendingComments! + 1,
        contributions: before.contributions! + 1,
      });
    });

    it("shows an AUTHOR their own stories only: their pending count, views and most read; nothing of the site's queues", async () => {
      const author = await t.createUser('AUTHOR');
      const other = await t.createUser('AUTHOR');
      await createNews(t, author.token);
      await createNews(t, other.token);
      await createNews(t, other.token);
      const own = await approveNews(t, (await createNews(t, author.token, { title: 'Own story' })).id);
      const theirs = await approveNews(t, (await createNews(t, other.token, { title: 'Their story' })).id);
      await tally(own.id, daysAgo(2), 3);
      await tally(theirs.id, daysAgo(2), 30);
      const answer = await dashboard(author.token);
      expect(answer.waiting).toEqual({ pendingNews: 1, pendingComments: null, contributions: null });
      expect(answer.viewsByDay.find((entry) => entry.day === daysAgo(2))!.views).toBe(3);
      expect(answer.mostRead.month).toEqual([{ id: own.id, title: 'Own story', views: 3 }]);
      expect((await dashboard(admin)).viewsByDay.find((entry) => entry.day === daysAgo(2))!.views).toBeGreaterThanOrEqual(33);
    });
  });

  describe('GET /dashboard/scheduled', () => {
    let author: Awaited<ReturnType<typeof t.createUser>>;
    let soon: News;
    let later: News;
    let theirs: News;
    beforeAll(async () => {
      author = await t.createUser('AUTHOR', { fullname: 'Sched Author' });
      const other = await t.createUser('AUTHOR');
      const schedule = async (token: string, title: string, at: Date) => approveNews(t, (await createNews(t, token, { title })).id, at.toISOString());
      soon = await schedule(author.token, 'Soon', inDays(2));
      later = await schedule(author.token, 'Later', inDays(40));
      theirs = await schedule(other.token, 'Theirs', inDays(3));
      await createPublishedNews(t, { title: 'Already out' });
      await createNews(t, author.token, { title: 'Still pending' });
    });

    it('lists approved stories still to come in [from, to), soonest first, with their author', async () => {
      const response = await scheduled(admin, new Date(Date.now() - 10 * DAY_MS).toISOString(), inDays(30).toISOString());
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const items = response.json() as ScheduledStory[];
      expect(items.map((item) => item.title)).toEqual(['Soon', 'Theirs']);
      expect(items[0]).toEqual({ id: soon.id, title: 'Soon', publicationDate: soon.publicationDate, author: 'Sched Author' });
    });

    it('includes a story at the start of the range and leaves out one at its end', async () => {
      const at = soon.publicationDate!;
      expect(((await scheduled(admin, at, inDays(30).toISOString())).json() as ScheduledStory[]).map((item) => item.id)).toContain(soon.id);
      expect(((await scheduled(admin, inDays(1).toISOString(), at)).json() as ScheduledStory[]).map((item) => item.id)).not.toContain(soon.id);
      expect(
        ((await scheduled(admin, inDays(35).toISOString(), inDays(45).toISOString())).json() as ScheduledStory[]).map((item) => item.id),
      ).toEqual([later.id]);
    });

    it('shows an AUTHOR their own scheduled stories only', async () => {
      const items = (await scheduled(author.token, new Date().toISOString(), inDays(50).toISOString())).json() as ScheduledStory[];
      expect(items.map((item) => item.id)).toEqual([soon.id, later.id]);
      expect(items.map((item) => item.id)).not.toContain(theirs.id);
    });

    it('refuses a range over 62 days, backwards, or not made of dates, with a clear 400', async () => {
      const from = new Date();
      const tooLong = await scheduled(admin, from.toISOString(), new Date(from.getTime() + 62 * DAY_MS + 1000).toISOString());
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toBe('Ask for at most 62 days of scheduled publications at once.');
      expect((await scheduled(admin, from.toISOString(), new Date(from.getTime() + 62 * DAY_MS).toISOString())).statusCode).toBe(200);
      const backwards = await scheduled(admin, inDays(5).toISOString(), inDays(1).toISOString());
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().message).toBe('to must be later than from.');
      const notDates = await scheduled(admin, 'tomorrow', inDays(1).toISOString());
      expect(notDates.statusCode).toBe(400);
      expect(notDates.json().message).toBe('from must be an ISO date and time.');
      expect((await t.inject({ method: 'GET', url: '/api/v1/dashboard/scheduled', headers: bearer(admin) })).statusCode).toBe(400);
    });
  });

  it('is described in the OpenAPI document, behind a bearer token', async () => {
    const paths = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(paths['/api/v1/dashboard'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(paths['/api/v1/dashboard/scheduled'].get.parameters.map((parameter: { name: string }) => parameter.name)).toEqual(['from', 'to']);
  });

  describe('query plans', () => {
    // SQLite keeps no statistics, so its choice is the one to pin: without the window's upper bound it walked the
    // whole tally in story order to save grouping it. PostgreSQL chooses by its statistics (a hash of the window).
    it.runIf(t.dialect === 'sqlite')('sums a window of days from the day index, not the whole tally', async () => {
      const plan = await planOf(t.app.db, t.dialect, mostReadQuery(t.app.db, { first: daysAgo(6), last: daysAgo(0) }, {}));
      expect(plan.join('\n')).toContain('USING COVERING INDEX news_daily_views_day_idx');
    });

    it('reads scheduled stories from the public order index', async () => {
      const now = new Date();
      const upcoming = await planOf(t.app.db, t.dialect, scheduledBetweenQuery(t.app.db, now, inDays(30), now, {}));
      expect(upcoming.join('\n')).toContain('news_public_order_idx');
    });
  });

  describe('the daily-views migration', () => {
    it('fills the tally from the views log, by story and UTC day', async () => {
      const news = await createPublishedNews(t);
      await t.app.db
        .insertInto('news_views')
        .values([
          { news_id: news.id, viewer_key: 'a', viewed_at: '2026-11-27T23:30:00.000Z' },
          { news_id: news.id, viewer_key: 'b', viewed_at: '2026-11-28T00:30:00.000Z' },
          { news_id: news.id, viewer_key: 'c', viewed_at: '2026-11-28T08:00:00.000Z' },
        ])
        .execute();
      await dailyViewsMigration.down(t.app.db);
      await dailyViewsMigration.up(t.app.db);
      expect(await dailyViews(news.id)).toEqual([
        { day: '2026-11-27', views: 1 },
        { day: '2026-11-28', views: 2 },
      ]);
    });
  });
});
