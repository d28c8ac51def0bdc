/** Two instances on one PostgreSQL database: what one changes, the other hears of within a second. */
import { expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { NotificationRow } from '../db/schema.js';
import { bearer, describeTwoInstances } from '../../test/helpers/test-app.js';
import { approveNews, createNews, createPublishedNews, storyRow } from '../../test/helpers/news-factory.js';
import { notificationMessages } from './instance-events.js';

describeTwoInstances(
  'two instances on one PostgreSQL database',
  (first, second) => {
    const titlesOn = async (app: FastifyInstance) =>
      ((await app.inject({ method: 'GET', url: '/api/v1/public-news?page=1&size=50' })).json() as { items: { title: string }[] }).items.map(
        (news) => news.title,
      );

    it('accepts on one instance a token signed in on the other', async () => {
      const token = await first.adminToken();
      const response = await second().inject({ method: 'GET', url: '/api/v1/user?page=1&size=5', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
    });

    it('counts failed logins for the site: five spread over both instances make the sixth a 429 on either', async () => {
      const { user, password } = await first.createUser('AUTHOR');
      const login = (app: FastifyInstance, secret: string) =>
        app.inject({ method: 'POST', url: '/api/v1/login', payload: { username: user.username, password: secret } });
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await login(attempt % 2 === 0 ? second() : first.app, `Wrong#${attempt}`)).statusCode).toBe(401);
      }
      expect((await login(first.app, password)).statusCode).toBe(429);
      expect((await login(second(), password)).statusCode).toBe(429);
    });

    it('counts public writes for the site: the limit is reached over both instances together', async () => {
      const news = await createPublishedNews(first, { title: 'Counted views' });
      const view = (app: FastifyInstance) => app.inject({ method: 'POST', url: `/api/v1/view-news/${news.id}`, headers: { 'visitor-id': 'v-1' } });
      for (let attempt = 1; attempt <= 4; attempt += 1) expect((await view(attempt % 2 === 0 ? second() : first.app)).statusCode).toBe(200);
      expect((await view(first.app)).statusCode).toBe(429);
      expect((await view(second())).statusCode).toBe(429);
    });

    it("forgets a cached public answer within a second of the other instance's write", async () => {
      expect(await titlesOn(second())).not.toContain('Heard across instances');
      expect(second().publicCache.size).toBeGreaterThan(0);
      const { token } = await first.createUser('AUTHOR');
      const news = await createNews(first, token, { title: 'Heard across instances' });
      await approveNews(first, news.id);
      await vi.waitFor(async () => expect(await titlesOn(second())).toContain('Heard across instances'), { timeout: 1000, interval: 50 });
    });

    it('shows a story the other instance scheduled at its moment, in lists this one cached meanwhile', async () => {
      const { token } = await first.createUser('AUTHOR');
      const news = await createNews(first, token, { title: 'Scheduled elsewhere' });
      const heard = new Promise<void>((resolve) => second().publicCache.onForget(() => resolve()));
      const moment = Date.now() + 2500;
      await approveNews(first, news.id, new Date(moment).toISOString());
      await heard;
      expect(await titlesOn(second())).not.toContain('Scheduled elsewhere');
      await vi.waitFor(async () => expect(await titlesOn(second())).toContain('Scheduled elsewhere'), {
        timeout: moment - Date.now() + 1000,
        interval: 100,
      });
    });

    it("moves this instance's deep pages within a second of the other instance's write", async () => {
      const category = await first.app.db.selectFrom('categories').select('id').executeTakeFirstOrThrow();
      const hourAgo = Date.now() - 3_600_000;
      const archive = Array.from({ length: 150 }, (_, index) =>
        storyRow(category.id, { publication_date: new Date(hourAgo - index * 60_000).toISOString() }),
      );
      await first.app.db.insertInto('news').values(archive).execute();
      first.app.publicCache.clear();
      second().publicCache.clear();
      const idsOn = async (page: number) =>
        ((await second().inject({ method: 'GET', url: `/api/v1/public-news?page=${page}&size=15` })).json() as { items: { id: string }[] }).items.map(
          (item) => item.id,
        );
      const [eighth, ninth] = [await idsOn(8), await idsOn(9)];
      await createPublishedNews(first, { title: 'Newest of all' });
      await vi.waitFor(async () => expect(await idsOn(9)).toEqual([eighth.at(-1), ...ninth.slice(0, 14)]), { timeout: 1000, interval: 50 });
    });

    it('hands a notification written on one instance to a listener held by the other, once', async () => {
      const { user } = await first.createUser('AUTHOR');
      const heardThere: NotificationRow[] = [];
      const heardHere: NotificationRow[] = [];
      const stopThere = second().notifier.subscribe(user.id, (row) => heardThere.push(row));
      const stopHere = first.app.notifier.subscribe(user.id, (row) => heardHere.push(row));
      try {
        await first.app.notifier.toUser(user.id, 'Ada Admin', 'Your content titled "Fair" has been approved.');
        await vi.waitFor(() => expect(heardThere.map((row) => row.message)).toEqual(['Your content titled "Fair" has been approved.']), {
          timeout: 1000,
          interval: 20,
        });
        // The sender's own listener heard it once, not again from the channel.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(heardHere).toHaveLength(1);
        expect(heardThere).toHaveLength(1);
      } finally {
        stopThere();
        stopHere();
      }
    });
  },
  { PUBLIC_WRITE_LIMIT: '4' },
);

it('splits many notifications into messages under PostgreSQL’s payload limit, keeping every one in order', () => {
  const rows: NotificationRow[] = Array.from({ length: 120 }, (_, index) => ({
    id: `id-${index}`,
    user_id: `user-${index}`,
    author: 'Ada Admin',
    message: `Your content titled '${'A long title '.repeat(8)}${index}' has been approved.`,
    read: 0,
    created_at: '2026-11-24T08:00:00.000Z',
    comment_id: null,
  }));
  const messages = notificationMessages('me', rows);
  expect(messages.length).toBeGreaterThan(1);
  for (const message of messages) expect(Buffer.byteLength(message)).toBeLessThan(8000);
  expect(messages.flatMap((message) => (JSON.parse(message) as { notifications: NotificationRow[] }).notifications)).toEqual(rows);
});
