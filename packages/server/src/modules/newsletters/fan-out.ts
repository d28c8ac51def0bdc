/**
 * The newsletter's fan-out, in the background of every instance: it claims a due newsletter under a lease (one
 * instance holds it at a time) and hands its audience to the outbox in batches, keyset by subscription id after the
 * newsletter's cursor. Each batch is ONE transaction that renews the lease, records a delivery per subscriber (unique:
 * per subscriber and story for a story's mail, per newsletter and subscriber for a digest), queues one message per new
 * delivery and moves the cursor, so a worker killed half way leaves whole batches behind it, and the next claim (after
 * the lease has passed) resumes from the cursor without anybody getting a mail twice. Making a newsletter costs its
 * cause one row; the outbox senders of every instance then send the mails.
 *
 * Who gets what: a story's mail goes to confirmed "each" subscribers whose categories take in its category; a weekly
 * digest to confirmed "weekly" subscribers, each with the week's stories in their categories (none: no mail); an
 * ADMIN's digest to every confirmed subscriber, all its stories. A subscriber whose chosen categories were all deleted
 * since counts as having chosen none: every category.
 */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { FanOutTimings } from '../../config.js';
import type { NewsletterRow, NewsletterSubscriptionRow } from '../../db/schema.js';
import { nowIso } from '../../lib/ids.js';
import { toldOf, type NewsletterMails, type StoryForMail } from './newsletter-mails.js';
import {
  addToNewsletterCount,
  claimDueNewsletter,
  confirmedSubscribersAfter,
  endNewsletterClaim,
  existingCategoryIds,
  nextDueAt,
  recordDigestDelivery,
  recordStoryDelivery,
  renewNewsletterClaim,
  updateNewsletter,
} from './newsletters.repository.js';

export const FAN_OUT_TIMINGS: FanOutTimings = { batchSize: 500, pollMs: 15_000, leaseMs: 2 * 60_000 };

/** How long a stopping worker waits for the batch under way. */
const STOP_WAIT_MS = 10_000;

/** How a batch ended: more to come, the newsletter done, or the claim lost to another worker. */
export type BatchOutcome = 'more' | 'done' | 'lost';

export class NewsletterFanOut {
  readonly timings: FanOutTimings;
  private polling = false;
  private stopping = false;
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private wokenWhileRunning = false;

  constructor(
    private readonly app: FastifyInstance,
    private readonly mails: NewsletterMails,
    timings: Partial<FanOutTimings> = {},
  ) {
    this.timings = { ...FAN_OUT_TIMINGS, ...timings };
  }

  start(): void {
    this.polling = true;
    this.stopping = false;
    this.wake();
  }

  /** Reads the table now, or right after the pass under way: a newsletter was just made. */
  wake(): void {
    if (!this.polling) return;
    if (this.running) {
      this.wokenWhileRunning = true;
      return;
    }
    clearTimeout(this.timer);
    let nextWake = this.timings.pollMs;
    this.running = this.sendDue()
      .then(async () => {
        // A story scheduled before the next poll is mailed at its time, not up to a poll later.
        const next = await nextDueAt(this.app.db);
        if (next !== undefined) nextWake = Math.max(0, Math.min(nextWake, next - Date.now()));
      })
      .catch((error: unknown) => this.app.log.warn({ err: error }, 'the newsletter fan-out could not run; it tries again'))
      .finally(() => {
        this.running = undefined;
        if (!this.polling) return;
        if (this.wokenWhileRunning) {
          this.wokenWhileRunning = false;
          this.wake();
        } else {
          this.timer = setTimeout(() => this.wake(), nextWake).unref();
        }
      });
  }

  /** Stops after the batch under way; a newsletter it held is taken up again once its lease has passed. */
  async stop(): Promise<void> {
    this.polling = false;
    this.stopping = true;
    clearTimeout(this.timer);
    if (this.running) await Promise.race([this.running, sleep(STOP_WAIT_MS, undefined, { ref: false })]);
  }

  /** Fans out every due newsletter, one after the other; answers how many it took up. */
  async sendDue(): Promise<number> {
    let taken = 0;
    while (!this.stopping) {
      const claimId = randomUUID();
      const newsletter = await claimDueNewsletter(this.app.db, claimId, new Date(), this.leaseFromNow());
      if (!newsletter) break;
      taken += 1;
      await this.fanOut(newsletter, claimId);
    }
    return taken;
  }

  /** Hands a claimed newsletter's audience to the outbox, batch after batch, until it is done, stopped or lost. */
  async fanOut(newsletter: NewsletterRow, claimId: string): Promise<void> {
    const found = await this.mails.stories(this.app.db, JSON.parse(newsletter.news_ids) as string[]);
    if (newsletter.kind === 'story' && !(await this.storyStillDue(newsletter, claimId, found[0]))) return;
    // A digest tells the stories still public when it goes out.
    const stories = found.filter((story) => story.isPublic);
    for (let cursor = newsletter.cursor; !this.stopping;) {
      const { outcome, last } = await this.sendBatch(newsletter, claimId, stories, cursor);
      if (outcome !== 'more') return;
      cursor = last;
    }
  }

  /**
   * A story's mail waits for the story: when its time comes it must still be approved and public. Moved later, the
   * newsletter waits for the new time; no longer approved (or deleted), it is cancelled.
   */
  private async storyStillDue(newsletter: NewsletterRow, claimId: string, story: StoryForMail | undefined): Promise<boolean> {
    if (story?.isPublic) return true;
    const movedLater = story?.approved && story.publicationDate ? story.publicationDate : undefined;
    await endNewsletterClaim(this.app.db, newsletter.id, claimId, movedLater ? { send_at: movedLater } : { state: 'cancelled' });
    return false;
  }

  /** One batch after `cursor`, in one transaction; answers how it ended and the cursor it left. */
  async sendBatch(
    newsletter: NewsletterRow,
    claimId: string,
    stories: StoryForMail[],
    cursor: string | null,
  ): Promise<{ outcome: BatchOutcome; last: string | null }> {
    const { batchSize } = this.timings;
    return this.app.changes.run(async (change) => {
      // First, so that on PostgreSQL the row stays locked until this batch commits: a worker that took the newsletter
      // over meanwhile waits for it, and then reads the cursor it moved.
      if (!(await renewNewsletterClaim(change.trx, newsletter.id, claimId, this.leaseFromNow()))) return { outcome: 'lost', last: cursor };
      const frequency = newsletter.audience === 'all' ? undefined : newsletter.audience;
      const subscribers = await confirmedSubscribersAfter(change.trx, cursor, frequency, batchSize);
      const liveCategories = await existingCategoryIds(change.trx);
      const now = nowIso();
      let written = 0;
      for (const subscriber of subscribers) {
        const takesIn = categoryFilter(subscriber, liveCategories);
        const to = { subscriptionId: subscriber.id, email: subscriber.email, language: subscriber.language };
        if (newsletter.kind === 'story') {
          const story = stories[0]!;
          if (!takesIn(story.categoryId) || !(await recordStoryDelivery(change.trx, subscriber.id, story.newsId, now))) continue;
          await this.mails.queue(change, to, { kind: 'story', story: toldOf(story) }, newsletter.id);
        } else {
          const theirs = newsletter.audience === 'all' ? stories : stories.filter((story) => takesIn(story.categoryId));
          if (theirs.length === 0 || !(await recordDigestDelivery(change.trx, newsletter.id, subscriber.id, now))) continue;
          await this.mails.queue(change, to, { kind: 'digest', stories: theirs.map(toldOf) }, newsletter.id);
        }
        written += 1;
      }
      const last = subscribers.at(-1)?.id ?? cursor;
      const done = subscribers.length < batchSize;
      await updateNewsletter(change.trx, newsletter.id, {
        cursor: last,
        state: done ? 'sent' : 'sending',
        ...(done ? { claim_id: null, lease_expires_at: null } : {}),
      });
      await addToNewsletterCount(change.trx, newsletter.id, 'recipients', written);
      return { outcome: done ? 'done' : 'more', last };
    });
  }

  private leaseFromNow(): Date {
    return new Date(Date.now() + this.timings.leaseMs);
  }
}

/** Whether a subscriber's choice takes in a category: their chosen ones that still exist, or all when none do. */
function categoryFilter(subscriber: NewsletterSubscriptionRow, liveCategories: ReadonlySet<string>): (categoryId: string) => boolean {
  const chosen = (JSON.parse(subscriber.categories) as string[]).filter((id) => liveCategories.has(id));
  return (categoryId) => chosen.length === 0 || chosen.includes(categoryId);
}
