/**
 * The alerts' sender after a crash, on each database: a sender dies with sends on their way (they never return, as in
 * a kill -9), and a second one takes the alert over once the lease has passed. Every device gets the alert at most
 * once: the devices done before the crash are not sent it again, the ones in flight are not tried again (the price
 * of at-most-once), and every device after them gets it from the second sender.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/ids.js';
import { webPushTransport, type PushTransport } from '../../services/push/push-transport.js';
import { loadVapidKeys } from '../../services/push/vapid-keys.js';
import { createPublishedNews } from '../../../test/helpers/news-factory.js';
import { LocalPushService, type TestDevice } from '../../../test/helpers/push-service.js';
import { dialects, TestApp } from '../../../test/helpers/test-app.js';
import { BreakingAlertSender, type StoryForAlert } from './alert-sender.js';
import { recordAlert, saveSubscription } from './push.repository.js';

describe.each(dialects)('the breaking alerts sender after a crash [%s]', (dialect) => {
  const t = new TestApp(dialect);
  const push = new LocalPushService();

  beforeAll(async () => {
    await push.start();
    await t.prepare();
    // The app's own sender passes once when ready and then only when an approval wakes it: these senders are the test's.
    t.config.push.senderTimings = { pollMs: 60 * 60_000 };
    await t.startApp();
    await t.app.ready();
  });
  afterAll(async () => {
    await t.stop();
    await push.stop();
  });

  it('goes on from the cursor after the lease passes, and sends no device the alert twice', async () => {
    const { publicKey } = await loadVapidKeys(t.app.db);
    const devices: TestDevice[] = [];
    for (let index = 0; index < 12; index += 1) {
      const device = await push.subscribe(publicKey);
      await saveSubscription(t.app.db, { endpoint: device.endpoint, ...device.keys }, nowIso());
      devices.push(device);
    }
    const story = await createPublishedNews(t, { title: 'Earthquake drill now' });
    await recordAlert(t.app.db, story.id, nowIso(), nowIso());
    const storyOf = async (): Promise<StoryForAlert> => ({
      content: { title: 'Earthquake drill now', body: '', url: `/view-news/${story.id}`, icon: '' },
    });
    const transport = webPushTransport(await loadVapidKeys(t.app.db), 'mailto:newsroom@school.test', 2_000);

    // Five sends go out; the sixth and any after it never come back: the process died with them on their way.
    let sends = 0;
    const dying: PushTransport = { send: (device, payload) => (++sends <= 5 ? transport.send(device, payload) : new Promise(() => undefined)) };
    const first = new BreakingAlertSender(t.app.db, dying, t.app.log, storyOf, { batchSize: 4, concurrency: 2, leaseMs: 300 });
    void first.sendDue();
    const receivedCount = () => devices.filter((device) => push.received(device).length > 0).length;
    while (sends < 7 || receivedCount() < 5) await sleep(10);

    const second = new BreakingAlertSender(t.app.db, transport, t.app.log, storyOf, { batchSize: 4, concurrency: 2, leaseMs: 300 });
    const alertState = async () =>
      (await t.app.db.selectFrom('push_alerts').selectAll().where('news_id', '=', story.id).executeTakeFirstOrThrow()).state;
    const until = Date.now() + 10_000;
    while ((await alertState()) !== 'done') {
      if (Date.now() > until) throw new Error('the second sender did not finish the alert');
      await second.sendDue();
      await sleep(20);
    }

    const counts = devices.map((device) => push.received(device).length);
    expect(Math.max(...counts)).toBe(1);
    // The two sends on their way at the crash are lost; every other device has the alert.
    expect(counts.filter((count) => count === 0)).toHaveLength(2);
    const alert = await t.app.db.selectFrom('push_alerts').selectAll().where('news_id', '=', story.id).executeTakeFirstOrThrow();
    expect(alert).toMatchObject({ sent: 10, unknown: 2, failed: 0, expired: 0 });
    first.stop();
  });
});
