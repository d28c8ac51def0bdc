import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, Page, User } from '@newsroom/shared';
import { bearer, describeEachDatabase, TestApp } from '../../../test/helpers/test-app.js';
import { approveNews, createNews } from '../../../test/helpers/news-factory.js';
import { openStream } from '../../../test/helpers/event-stream.js';
import { buildApp } from '../../app.js';

const NOTIFICATION_FIELDS = ['author', 'createdAt', 'id', 'message', 'read'];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEachDatabase(
  'notifications',
  (t) => {
    async function list(token: string): Promise<Notification[]> {
      const response = await t.inject({ method: 'GET', url: '/api/v1/news/notifications', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      return response.json();
    }

    async function unreadCount(token: string): Promise<number> {
      const response = await t.inject({ method: 'GET', url: '/api/v1/news/notifications/unread-count', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      return response.json().count;
    }

    const markRead = (token: string, id: string) =>
      t.inject({
        method: 'POST',
        url: `/api/v1/news/notifications/mark-read/${id}`,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        payload: '',
      });

    const remove = (token: string, id: string) => t.inject({ method: 'DELETE', url: `/api/v1/news/notification/${id}`, headers: bearer(token) });

    /** Notifies the user `count` times, a few milliseconds apart so the times differ; returns oldest first. */
    async function notify({ user, token }: { user: User; token: string }, count: number): Promise<Notification[]> {
      for (let index = 1; index <= count; index += 1) {
        await t.app.notifier.toUser(user.id, 'Nora Newswriter', `Message ${index}`);
        await pause(5);
      }
      return (await list(token)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    }

    describe('without a valid token', () => {
      it.each([
        ['GET', '/api/v1/news/notifications'],
        ['GET', '/api/v1/news/notifications/unread-count'],
        ['POST', '/api/v1/news/notifications/mark-read/some-id'],
        ['DELETE', '/api/v1/news/notification/some-id'],
        ['GET', '/api/v1/news/notifications/stream'],
      ] as const)('%s %s answers 401', async (method, url) => {
        const response = await t.inject({ method, url });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ statusCode: 401, message: 'Authentication required.' });
        const forged = await t.inject({ method, url, headers: bearer('not-a-token') });
        expect(forged.statusCode).toBe(401);
      });
    });

    describe("the caller's own notifications", () => {
      it("lists only the caller's own, unread before read, newest first", async () => {
        const caller = await t.createUser('AUTHOR');
        const { token } = caller;
        const other = await t.createUser('AUTHOR');
        await t.app.notifier.toUser(other.user.id, 'Someone Else', 'Not for you');
        const [oldest, middle, newest] = await notify(caller, 3);
        expect((await markRead(token, newest!.id)).statusCode).toBe(200);

        const items = await list(token);
        expect(items.map((item) => item.message)).toEqual(['Message 2', 'Message 1', 'Message 3']);
        expect(items.map((item) => item.read)).toEqual([false, false, true]);
        expect(Object.keys(items[0]!).sort()).toEqual(NOTIFICATION_FIELDS);
        expect(items[0]).toMatchObject({ id: middle!.id, author: 'Nora Newswriter' });
        expect(items[1]!.id).toBe(oldest!.id);
        expect(await unreadCount(token)).toBe(2);
        expect((await list(other.token)).map((item) => item.message)).toEqual(['Not for you']);
      });

      it('pages the list when asked', async () => {
        const caller = await t.createUser('AUTHOR');
        const { token } = caller;
        await notify(caller, 3);
        const response = await t.inject({ method: 'GET', url: '/api/v1/news/notifications?page=2&size=2', headers: bearer(token) });
        expect(response.statusCode).toBe(200);
        const page = response.json() as Page<Notification>;
        expect(page).toMatchObject({ page: 2, size: 2, total: 3 });
        expect(page.items.map((item) => item.message)).toEqual(['Message 1']);
        const invalid = await t.inject({ method: 'GET', url: '/api/v1/news/notifications?page=0', headers: bearer(token) });
        expect(invalid.statusCode).toBe(400);
      });

      it('marks one as read with an empty body, and again without harm', async () => {
        const caller = await t.createUser('AUTHOR');
        const { token } = caller;
        const [item] = await notify(caller, 1);
        expect(await unreadCount(token)).toBe(1);
        const response = await markRead(token, item!.id);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ ...item, read: true });
        expect(await unreadCount(token)).toBe(0);
        expect((await markRead(token, item!.id)).json()).toMatchObject({ read: true });
      });

      it('deletes one', async () => {
        const caller = await t.createUser('AUTHOR');
        const { token } = caller;
        const [first, second] = await notify(caller, 2);
        const response = await remove(token, first!.id);
        expect(response.statusCode).toBe(204);
        expect(response.body).toBe('');
        expect((await list(token)).map((item) => item.id)).toEqual([second!.id]);
        expect((await remove(token, first!.id)).statusCode).toBe(404);
      });

      it("answers 404 for another user's notification and leaves it as it was", async () => {
        const owner = await t.createUser('AUTHOR');
        const [item] = await notify(owner, 1);
        for (const token of [(await t.createUser('AUTHOR')).token, await t.adminToken()]) {
          const marked = await markRead(token, item!.id);
          expect(marked.statusCode).toBe(404);
          expect(marked.json()).toMatchObject({ statusCode: 404, message: 'Notification not found.' });
          expect((await remove(token, item!.id)).statusCode).toBe(404);
        }
        expect(await list(owner.token)).toEqual([item]);
        expect((await markRead(owner.token, 'no-such-id')).statusCode).toBe(404);
      });
    });

    describe('what the newsroom is told', () => {
      afterEach(async () => {
        // Later tests count admin notifications from zero.
        const admin = await t.adminToken();
        for (const item of await list(admin)) await remove(admin, item.id);
      });

      it('tells every ADMIN of a new item, but not its writer', async () => {
        const secondAdmin = await t.createUser('ADMIN');
        const author = await t.createUser('AUTHOR', { fullname: 'Paula Pen' });
        await createNews(t, author.token, { title: 'Library opens late' });

        const expected = { author: 'Paula Pen', message: "New content titled 'Library opens late' is waiting for review.", read: false };
        expect(await list(await t.adminToken())).toEqual([expect.objectContaining(expected)]);
        expect(await list(secondAdmin.token)).toEqual([expect.objectContaining(expected)]);
        expect(await list(author.token)).toEqual([]);

        await createNews(t, secondAdmin.token, { title: 'Written by an admin' });
        expect((await list(await t.adminToken())).map((item) => item.message)).toContain(
          "New content titled 'Written by an admin' is waiting for review.",
        );
        expect((await list(secondAdmin.token)).map((item) => item.message)).not.toContain(
          "New content titled 'Written by an admin' is waiting for review.",
        );
      });

      it("tells the author of approval now, in PRODUCT.md's words", async () => {
        const author = await t.createUser('AUTHOR');
        const news = await createNews(t, author.token, { title: 'Sports day' });
        await approveNews(t, news.id);
        expect((await list(author.token)).map((item) => item.message)).toEqual([
          "Your content titled 'Sports day' has been approved and will be published at immediately.",
        ]);
      });

      it('tells the author the scheduled date of a future publication', async () => {
        const author = await t.createUser('AUTHOR');
        const news = await createNews(t, author.token, { title: 'Graduation' });
        await approveNews(t, news.id, '2031-05-04T09:30:00Z');
        const [item] = await list(author.token);
        // The school's time zone is UTC in this suite; ICU decides the exact spaces around the time.
        expect(item!.message).toMatch(/^Your content titled 'Graduation' has been approved and will be published at May 4, 2031.*9:30\sAM UTC\.$/);
      });

      it('tells the author of rejection and of archiving', async () => {
        const author = await t.createUser('AUTHOR');
        const admin = bearer(await t.adminToken());
        const rejected = await createNews(t, author.token, { title: 'Rumours' });
        expect((await t.inject({ method: 'POST', url: `/api/v1/reject/news/${rejected.id}`, headers: admin })).statusCode).toBe(200);
        const archived = await createNews(t, author.token, { title: 'Old timetable' });
        await approveNews(t, archived.id);
        expect((await t.inject({ method: 'POST', url: `/api/v1/archive/news/${archived.id}`, headers: admin })).statusCode).toBe(200);

        expect((await list(author.token)).map((item) => item.message)).toEqual([
          "Your content titled 'Old timetable' has been archived.",
          "Your content titled 'Old timetable' has been approved and will be published at immediately.",
          "Your content titled 'Rumours' has been rejected.",
        ]);
      });
    });

    describe('the live stream', () => {
      let base: string;
      const streams: Array<{ close: () => void }> = [];

      beforeAll(async () => {
        base = await t.app.listen({ port: 0, host: '127.0.0.1' });
      });

      afterEach(() => {
        for (const stream of streams.splice(0)) stream.close();
      });

      async function stream(path: string, headers: Record<string, string> = {}) {
        const opened = await openStream(`${base}${path}`, headers);
        streams.push(opened);
        return opened;
      }

      it('sends ready, then each new notification of the caller within moments', async () => {
        const { user, token } = await t.createUser('AUTHOR');
        const other = await t.createUser('AUTHOR');
        const live = await stream('/api/v1/news/notifications/stream', bearer(token));
        expect(live.status).toBe(200);
        expect(live.headers['content-type']).toMatch(/^text\/event-stream/);
        expect(live.headers['cache-control']).toMatch(/no-cache/);
        expect(live.headers['x-accel-buffering']).toBe('no');
        expect(live.headers['x-content-type-options']).toBe('nosniff');
        expect((await live.next()).event).toBe('ready');

        await t.app.notifier.toUser(other.user.id, 'Someone', 'For the other author');
        await t.app.notifier.toUser(user.id, 'Nora Newswriter', 'Live message');
        const event = await live.next(2000);
        expect(event.event).toBe('notification');
        const [stored] = await list(token);
        expect(JSON.parse(event.data)).toEqual(stored);
        expect(stored).toMatchObject({ author: 'Nora Newswriter', message: 'Live message', read: false });
      });

      const ticketFor = async (token: string) => {
        const response = await t.inject({ method: 'POST', url: '/api/v1/news/notifications/stream-ticket', headers: bearer(token) });
        expect(response.statusCode).toBe(200);
        return (response.json() as { ticket: string }).ticket;
      };

      it('opens with a one-time ticket, for EventSource, and carries workflow notifications', async () => {
        const author = await t.createUser('AUTHOR');
        const ticket = await ticketFor(author.token);
        const live = await stream(`/api/v1/news/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
        expect(live.status).toBe(200);
        expect((await live.next()).event).toBe('ready');

        const news = await createNews(t, author.token, { title: 'Quiz bee results' });
        await approveNews(t, news.id);
        const event = await live.next(2000);
        expect(JSON.parse(event.data)).toMatchObject({
          message: "Your content titled 'Quiz bee results' has been approved and will be published at immediately.",
        });
        // The ticket was spent: the address that opened the stream opens nothing more.
        const again = await fetch(`${base}/api/v1/news/notifications/stream?ticket=${encodeURIComponent(ticket)}`);
        expect(again.status).toBe(401);
      });

      it('no longer takes the token itself in the address', async () => {
        const author = await t.createUser('AUTHOR');
        const response = await fetch(`${base}/api/v1/news/notifications/stream?token=${encodeURIComponent(author.token)}`);
        expect(response.status).toBe(401);
      });

      it.each([
        ['the user signs out', async (user: User, token: string) => t.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(token) })],
        [
          'the password changes',
          async (user: User) =>
            t.inject({
              method: 'PUT',
              url: `/api/v1/user/${user.id}`,
              headers: bearer(await t.adminToken()),
              payload: { fullname: user.fullname, username: user.username, email: user.email, role: ['author'], password: 'Changed#789' },
            }),
        ],
        [
          'the role changes',
          async (user: User) =>
            t.inject({
              method: 'PUT',
              url: `/api/v1/user/${user.id}`,
              headers: bearer(await t.adminToken()),
              payload: { fullname: user.fullname, username: user.username, email: user.email, role: ['admin'] },
            }),
        ],
        [
          'the user is deleted',
          async (user: User) => t.inject({ method: 'DELETE', url: `/api/v1/user/${user.id}`, headers: bearer(await t.adminToken()) }),
        ],
      ])('ends when %s', async (_what, endSession) => {
        const { user, token } = await t.createUser('AUTHOR');
        const live = await stream(`/api/v1/news/notifications/stream?ticket=${encodeURIComponent(await ticketFor(token))}`);
        expect((await live.next()).event).toBe('ready');
        expect((await endSession(user, token)).statusCode).toBeLessThan(300);
        expect(await live.ended(2000)).toBe(true);
      });

      it('answers a bad or outdated token with a 401 JSON error', async () => {
        for (const path of ['/api/v1/news/notifications/stream?ticket=forged', '/api/v1/news/notifications/stream']) {
          const response = await fetch(`${base}${path}`, { headers: path.includes('?') ? {} : bearer('forged') });
          expect(response.status).toBe(401);
          expect(response.headers.get('content-type')).toMatch(/^application\/json/);
          expect(await response.json()).toMatchObject({ statusCode: 401, message: 'Authentication required.' });
        }

        const { user, token } = await t.createUser('AUTHOR');
        const changed = await t.inject({
          method: 'PUT',
          url: `/api/v1/user/${user.id}`,
          headers: bearer(await t.adminToken()),
          payload: { fullname: user.fullname, username: user.username, email: user.email, role: ['author'], password: 'Changed#456' },
        });
        expect(changed.statusCode).toBe(200);
        const outdated = await fetch(`${base}/api/v1/news/notifications/stream`, { headers: bearer(token) });
        expect(outdated.status).toBe(401);
      });

      it('keeps notifying others after a listener has gone away', async () => {
        const { user, token } = await t.createUser('AUTHOR');
        const live = await stream('/api/v1/news/notifications/stream', bearer(token));
        await live.next();
        live.close();
        await pause(50);
        await t.app.notifier.toUser(user.id, 'Nora Newswriter', 'After the tab closed');
        expect((await list(token)).map((item) => item.message)).toEqual(['After the tab closed']);
      });

      it('is described in the OpenAPI document', async () => {
        const response = await t.inject({ method: 'GET', url: '/api/docs/json' });
        const paths = response.json().paths;
        expect(paths['/api/v1/news/notifications/stream'].get.responses['200'].content).toHaveProperty('text/event-stream');
        expect(paths['/api/v1/news/notifications/stream'].get.parameters).toEqual(
          expect.arrayContaining([expect.objectContaining({ name: 'ticket', in: 'query' })]),
        );
      });
    });

    it('ends at its next heartbeat when the session ends on another instance of the server', async () => {
      // Two instances on one database (a shared SQLite file, or the suite's PostgreSQL database); no events pass
      // between them, so only the heartbeat's session check can end the stream.
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-two-instances-'));
      const config = { ...t.config, sqlitePath: path.join(dataDir, 'shared.sqlite'), notificationHeartbeatMs: 200 };
      const [streaming, other] = [await buildApp(config, { logger: false }), await buildApp(config, { logger: false })];
      try {
        const base = await streaming.listen({ port: 0, host: '127.0.0.1' });
        const login = await streaming.inject({
          method: 'POST',
          url: '/api/v1/login',
          payload: { username: config.admin.username, password: config.admin.password },
        });
        const token = (login.json() as { accessToken: string }).accessToken;
        const live = await openStream(`${base}/api/v1/news/notifications/stream`, bearer(token));
        expect((await live.next()).event).toBe('ready');
        expect((await other.inject({ method: 'POST', url: '/api/v1/logout', headers: bearer(token) })).statusCode).toBeLessThan(300);
        expect(await live.ended(3000)).toBe(true);
      } finally {
        await Promise.all([streaming.close(), other.close()]);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('ends open streams when the app closes, instead of waiting on them', async () => {
      const own = new TestApp(t.dialect);
      await own.start();
      try {
        const base = await own.app.listen({ port: 0, host: '127.0.0.1' });
        const live = await openStream(`${base}/api/v1/news/notifications/stream`, bearer(await own.adminToken()));
        expect((await live.next()).event).toBe('ready');
        const closed = own.app.close().then(() => 'closed' as const);
        expect(await Promise.race([closed, pause(3000).then(() => 'hung' as const)])).toBe('closed');
        expect(await live.ended()).toBe(true);
      } finally {
        await own.stop();
      }
    });
  },
  { TIME_ZONE: 'UTC' },
);
