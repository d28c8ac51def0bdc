/**
 * The breaking alerts' sender, one per instance: claims an alert whose time has come (one sender at a time, under a
 * lease), walks the devices in id order in batches, `concurrency` sends at once, and moves the alert's cursor past
 * each batch done. A 404 or 410 forgets the device; a 429, a 5xx or no answer is tried again a few times, then given
 * up; any other refusal is given up at once. Nothing logged names a device's address beyond its push service's host:
 * an endpoint is as personal as a phone number.
 *
 * Each device gets an alert at most once, never twice: its delivery row is written before the send, and a device with
 * a row is never sent that alert again, by this sender or another. The price is at a crash (kill -9): the sends on
 * their way when the process died (at most `concurrency`) are not tried again, so those devices may miss the alert.
 * The next sender takes the alert once the lease has passed and goes on from the cursor, skipping the devices of the
 * interrupted batch that have a row. A duplicate buzz on every phone of a school is worse than a rare miss.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PushSenderTimings } from '../../config.js';
import type { Database, PushAlertRow } from '../../db/schema.js';
import { nowIso } from '../../lib/ids.js';
import type { PushTransport } from '../../services/push/push-transport.js';
import {
  advanceAlert,
  cancelAlert,
  claimDueAlert,
  deleteSubscription,
  devicesAfter,
  endDelivery,
  finishAlert,
  releaseAlert,
  startDelivery,
  type DeviceToAlert,
} from './push.repository.js';

export const PUSH_SENDER_TIMINGS: PushSenderTimings = {
  // A scheduled story's alert goes out within this long of its time.
  pollMs: 15_000,
  // Far above one batch's worst case: 50 devices, 8 at once, each up to 3 tries of 10 s and the waits between them.
  leaseMs: 5 * 60_000,
  batchSize: 50,
  concurrency: 8,
  tries: 3,
  retryBaseMs: 2_000,
  timeoutMs: 10_000,
};

/** What a device shows: the service worker (web/src/pwa/service-worker.ts) reads these four. */
export interface AlertContent {
  title: string;
  body: string;
  /** The story's page, on the site's own origin. */
  url: string;
  icon: string;
}

/** The story at send time: public (what to show), public later (its new time), or no longer to be public. */
export type StoryForAlert = { content: AlertContent } | { later: string } | 'never';

export class BreakingAlertSender {
  readonly timings: PushSenderTimings;
  private stopping = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly transport: PushTransport,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
    private readonly storyOf: (newsId: string) => Promise<StoryForAlert>,
    timings: Partial<PushSenderTimings> = {},
  ) {
    this.timings = { ...PUSH_SENDER_TIMINGS, ...timings };
  }

  /** The batch under way ends, and the alert is given back for the next sender. */
  stop(): void {
    this.stopping = true;
  }

  /** Sends every alert whose time has come, one after the other, until none is left. */
  async sendDue(): Promise<void> {
    while (!this.stopping) {
      // A claim of its own for each alert: one lost and taken over is never touched under the old claim.
      const claimId = randomUUID();
      const alert = await claimDueAlert(this.db, claimId, new Date(), this.leaseFromNow());
      if (!alert) return;
      await this.sendAlert(alert, claimId);
    }
  }

  private leaseFromNow(): Date {
    return new Date(Date.now() + this.timings.leaseMs);
  }

  private async sendAlert(alert: PushAlertRow, claimId: string): Promise<void> {
    const story = await this.storyOf(alert.news_id);
    if (story === 'never') return cancelAlert(this.db, alert.id, claimId, nowIso());
    if ('later' in story) return releaseAlert(this.db, alert.id, claimId, story.later);
    const payload = JSON.stringify(story.content);
    let cursor = alert.cursor;
    for (;;) {
      if (this.stopping) return releaseAlert(this.db, alert.id, claimId);
      const devices = await devicesAfter(this.db, alert.id, cursor, this.timings.batchSize);
      if (devices.length === 0) {
        const counts = await finishAlert(this.db, alert.id, claimId, nowIso());
        if (counts) this.log.info({ alert: alert.id, news: alert.news_id, ...counts }, 'sent a breaking news alert');
        return;
      }
      await this.sendBatch(
        alert.id,
        devices.filter((device) => !device.tried),
        payload,
      );
      cursor = devices.at(-1)!.id;
      // Lost: the lease passed and another sender goes on with the alert.
      if (!(await advanceAlert(this.db, alert.id, claimId, cursor, this.leaseFromNow()))) return;
    }
  }

  /** Every device of the batch, `concurrency` at once; every send ends before the batch does, even when one fails. */
  private async sendBatch(alertId: string, devices: DeviceToAlert[], payload: string): Promise<void> {
    let next = 0;
    const sendInTurn = async () => {
      while (next < devices.length) await this.sendToDevice(alertId, devices[next++]!, payload);
    };
    const turns = await Promise.allSettled(Array.from({ length: Math.min(this.timings.concurrency, devices.length) }, sendInTurn));
    const failed = turns.find((turn) => turn.status === 'rejected');
    if (failed) throw failed.reason;
  }

  private async sendToDevice(alertId: string, device: DeviceToAlert, payload: string): Promise<void> {
    if (!(await startDelivery(this.db, alertId, device.id))) return;
    for (let attempt = 1; ; attempt += 1) {
      const answer = await this.transport.send(device, payload);
      if (answer.outcome === 'sent') return endDelivery(this.db, alertId, device.id, 'sent');
      if (answer.outcome === 'gone') {
        await deleteSubscription(this.db, device.id);
        return endDelivery(this.db, alertId, device.id, 'expired');
      }
      if (answer.outcome === 'refused' || attempt >= this.timings.tries || this.stopping) {
        const pushService = new URL(device.endpoint).host;
        this.log.warn({ alert: alertId, pushService, status: answer.status, attempts: attempt }, 'gave up a breaking news alert to one device');
        return endDelivery(this.db, alertId, device.id, 'failed');
      }
      await sleep(this.timings.retryBaseMs * 2 ** (attempt - 1));
    }
  }
}
