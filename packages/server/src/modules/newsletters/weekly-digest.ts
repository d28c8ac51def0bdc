/**
 * The weekly digest: from the moment the app is ready it wakes each minute and, once the school's digest day and hour
 * (site settings, on TIME_ZONE's clocks; Monday 07:00 by default) has come, makes that week's digest newsletter of the
 * stories made public in the 7 days before it, most read first, unless there were none. The newsletter's occasion
 * (`weekly:<day>`) is unique, so of several instances one makes it; the fan-out sends it to the "weekly" subscribers.
 * A server down at that hour makes it at its first wake after (lib/repeat-while-open.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DIGEST_DAYS, DIGEST_STORIES_MAX } from '@newsroom/shared';
import { latestWeeklyTime } from '../../lib/calendar-days.js';
import { newId, nowIso } from '../../lib/ids.js';
import { repeatWhileOpen } from '../../lib/repeat-while-open.js';
import { siteSettingsOf } from '../settings/site-settings.js';
import { digestSubject } from './digests.js';
import { insertNewsletterOnce, storiesPublishedBetween } from './newsletters.repository.js';

const WAKE_MS = 60_000;
const WEEK_MS = 7 * 24 * 60 * 60_000;

/** The latest digest moment at or before `now`, on the school's day and hour, and its day. */
export async function weeklyDigestDue(app: FastifyInstance, now: Date): Promise<{ day: string; at: Date }> {
  const { digestDay, digestHour } = await siteSettingsOf(app);
  return latestWeeklyTime(now, app.config.timeZone, DIGEST_DAYS.indexOf(digestDay), digestHour);
}

/** Makes the digest of the week before `at` unless it exists or has no stories; answers whether this call made it. */
export async function makeWeeklyDigest(app: FastifyInstance, { day, at }: { day: string; at: Date }): Promise<boolean> {
  const newsIds = await storiesPublishedBetween(app.db, new Date(at.getTime() - WEEK_MS), at, DIGEST_STORIES_MAX);
  if (newsIds.length === 0) return false;
  return app.changes.run(async (change) => {
    const inserted = await insertNewsletterOnce(change.trx, {
      id: newId(),
      kind: 'digest',
      state: 'scheduled',
      subject: await digestSubject(app),
      news_ids: JSON.stringify(newsIds),
      audience: 'weekly',
      occasion: `weekly:${day}`,
      send_at: at.toISOString(),
      created_at: nowIso(),
      created_by: null,
    });
    if (inserted) change.afterCommit(() => app.newsletters.fanOut.wake());
    return inserted;
  });
}

export const weeklyDigestSchedule = fp(
  async function weeklyDigestSchedule(app: FastifyInstance) {
    const { clock = () => new Date(), wakeMs = WAKE_MS } = app.config.mail.newsletters ?? {};
    /** The digest day this instance has dealt with: nothing is due again before the next one. */
    let doneDay: string | undefined;

    repeatWhileOpen(app, wakeMs, async function wake(): Promise<void> {
      try {
        const due = await weeklyDigestDue(app, clock());
        if (due.day === doneDay) return;
        if (await makeWeeklyDigest(app, due)) app.log.info({ day: due.day }, 'made the weekly newsletter digest');
        doneDay = due.day;
      } catch (error) {
        app.log.error({ err: error }, 'could not make the weekly newsletter digest; trying again at the next wake');
      }
    });
  },
  { name: 'weekly-digest-schedule', dependencies: ['changes', 'newsletter-sending'] },
);
