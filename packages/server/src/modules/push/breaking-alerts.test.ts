/**
 * Breaking news alerts on each database against a local push service (web-push-testing): an ADMIN's approval as
 * breaking reaches every device once with the story's title; a device its push service says is gone (410) is
 * forgotten; no alert without `breaking`, none from an AUTHOR; a scheduled story alerts at its time, with no request.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushAlertRow } from '../../db/schema.js';
import { approveNews, createNews } from '../../../test/helpers/news-factory.js';
import { LocalPushService, type TestDevice } from '../../../test/helpers/push-service.js';
import { bearer, dialects, TestApp } from '../../../test/helpers/test-app.js';

async function waitFor<T>(what: string, check: () => Promise<T | undefined> | T | undefined, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`waited in vain for ${what}`);
    await sleep(20);
  }
}

describe.each(dialects)('breaking news alerts [%s]', (dialect) => {
  const t = new TestApp(dialect);
  const push = new LocalPushService();
  let adminToken: string;
  let publicKey: string;

  beforeAll(async () => {
    await push.start();
    await t.prepare();
    t.config.push.loopbackHttp = true;
    t.config.push.senderTimings = { pollMs: 100, leaseMs: 2_000, retryBaseMs: 50, timeoutMs: 2_000 };
    await t.startApp();
    await t.app.ready();
    adminToken = await t.adminToken();
    publicKey = (await t.inject({ method: 'GET', url: '/api/v1/push/public-key' })).json<{ publicKey: string }>().publicKey;
  });
  afterAll(async () => {
    await t.stop();
    await push.stop();
  });

  async function subscribedDevice(): Promise<TestDevice> {
    const device = await push.subscribe(publicKey);
    const response = await t.inject({ method: 'POST', url: '/api/v1/push/subscriptions', payload: { endpoint: device.endpoint, keys: device.keys } });
    expect(response.statusCode).toBe(201);
    return device;
  }
  const titlesOf = (device: TestDevice) => push.received(device).map((message) => (message as { title: string }).title);
  const alertOf = (newsId: string) => t.app.db.selectFrom('push_alerts').selectAll().where('news_id', '=', newsId).executeTakeFirst();
  const alertDone = (newsId: string) =>
    waitFor<PushAlertRow>(`the alert of ${newsId}`, async () => ((await alertOf(newsId))?.state === 'done' ? alertOf(newsId) : undefined));
  const approveAsBreaking = (id: string, token = adminToken, extra: Record<string, unknown> = {}) =>
    t.inject({ method: 'POST', url: `/api/v1/approve/news/${id}`, headers: bearer(token), payload: { breaking: true, ...extra } });

  it("alerts every device once, with the story's title, description, page and the app icon", async () => {
    const devices = [await subscribedDevice(), await subscribedDevice(), await subscribedDevice()];
    const story = await createNews(t, adminToken, { title: 'Typhoon: classes suspended', description: 'No classes on Monday. '.repeat(10).trim() });
    expect((await approveAsBreaking(story.id)).statusCode).toBe(200);
    const alert = await alertDone(story.id);
    for (const device of devices) {
      const [message, ...more] = push.received(device) as Record<string, string>[];
      expect(more).toEqual([]);
      expect(message).toMatchObject({ title: 'Typhoon: classes suspended', url: `/view-news/${story.id}` });
      expect(message!.body.length).toBeLessThanOrEqual(140);
      expect(message!.body.startsWith('No classes on Monday.')).toBe(true);
      expect(message!.icon).toMatch(/^http:\/\/localhost:8080\/app-icons\/.+-192\.png$/);
    }
    expect(alert).toMatchObject({ sent: 3, failed: 0, expired: 0, unknown: 0 });
    // Approved again after an archive, it alerts nobody a second time.
    const archived = await t.inject({ method: 'POST', url: `/api/v1/archive/news/${story.id}`, headers: bearer(adminToken) });
    expect(archived.statusCode).toBe(200);
    expect((await approveAsBreaking(story.id)).statusCode).toBe(200);
    expect((await alertOf(story.id))?.state).toBe('done');
    for (const device of devices) expect(titlesOf(device)).toEqual(['Typhoon: classes suspended']);
  });

  it('forgets a device its push service says is gone (410), and still alerts the others', async () => {
    const gone = await subscribedDevice();
    const kept = await subscribedDevice();
    push.expire(gone);
    const story = await createNews(t, adminToken, { title: 'Water interruption today' });
    expect((await approveAsBreaking(story.id)).statusCode).toBe(200);
    const alert = await alertDone(story.id);
    expect(alert.expired).toBe(1);
    expect(titlesOf(kept)).toContain('Water interruption today');
    const endpoints = (await t.app.db.selectFrom('push_subscriptions').select('endpoint').execute()).map((row) => row.endpoint);
    expect(endpoints).not.toContain(gone.endpoint);
    expect(endpoints).toContain(kept.endpoint);
  });

  it('alerts nobody for an approval without breaking, nor lets an AUTHOR ask for one', async () => {
    const device = await subscribedDevice();
    const quiet = await createNews(t, adminToken, { title: 'Library hours change' });
    await approveNews(t, quiet.id);
    const author = await t.createUser('AUTHOR');
    const own = await createNews(t, author.token, { title: 'My own scoop' });
    const refused = await approveAsBreaking(own.id, author.token);
    expect(refused.statusCode).toBe(403);
    // A breaking story after them: once its alert is sent, theirs would have been sent before it.
    const loud = await createNews(t, adminToken, { title: 'Fire drill at 10:00' });
    expect((await approveAsBreaking(loud.id)).statusCode).toBe(200);
    await alertDone(loud.id);
    expect(titlesOf(device)).toEqual(['Fire drill at 10:00']);
    expect(await alertOf(quiet.id)).toBeUndefined();
    expect(await alertOf(own.id)).toBeUndefined();
  });

  it("alerts a scheduled story's devices when it becomes public, with no request to wake the server", async () => {
    const device = await subscribedDevice();
    const story = await createNews(t, adminToken, { title: 'Results are out at noon' });
    const publicationDate = new Date(Date.now() + 1_500).toISOString();
    expect((await approveAsBreaking(story.id, adminToken, { publicationDate })).statusCode).toBe(200);
    expect(await alertOf(story.id)).toMatchObject({ state: 'waiting', send_at: publicationDate });
    expect(titlesOf(device)).toEqual([]);
    const alert = await alertDone(story.id);
    expect(alert.finished_at! >= publicationDate).toBe(true);
    expect(titlesOf(device)).toEqual(['Results are out at noon']);
  });
});
