/**
 * The daily summary of e-mail alerts (issue 24): at 07:00 school time (TIME_ZONE) each user who chose it gets one
 * message telling the alerts written for them before then, since their last summary. Each user's summary is one
 * transaction that claims the day for them, deletes the alerts it tells and queues the message: a crash sends it once
 * or not at all, and of two instances on one database only the first to claim sends it.
 */
import type { FastifyInstance } from 'fastify';
import { DAILY_SUMMARY_HOUR } from '@newsroom/shared';
import { latestDailyTime } from '../../lib/calendar-days.js';
import { recipientLanguage } from '../../services/mail/mailer.js';
import { claimSummaryDay } from '../users/users.repository.js';
import { takeItemsBefore, usersWithItemsBefore } from './digest-items.repository.js';

/** The summary due at `now`: the day of the latest 07:00 at or before it, and that moment, which its alerts precede. */
export function summaryDue(now: Date, timeZone: string): { day: string; before: string } {
  const { day, at } = latestDailyTime(now, timeZone, DAILY_SUMMARY_HOUR);
  return { day, before: at.toISOString() };
}

/** Sends every summary due at `now` that no instance has sent yet; answers how many this call queued. */
export async function sendDueSummaries(app: FastifyInstance, now: Date): Promise<number> {
  const { day, before } = summaryDue(now, app.config.timeZone);
  let queued = 0;
  for (const userId of await usersWithItemsBefore(app.db, before)) {
    if (await summarize(app, userId, day, before)) queued += 1;
  }
  return queued;
}

function summarize(app: FastifyInstance, userId: string, day: string, before: string): Promise<boolean> {
  return app.changes.run(async (change) => {
    const user = await claimSummaryDay(change.trx, userId, day);
    // Another instance sent this day's summary (alerts written since wait for tomorrow's).
    if (!user) return false;
    const alerts = await takeItemsBefore(change.trx, userId, before);
    // A user who has turned alerts off since gets none of those waiting: they are dropped with the claim.
    if (alerts.length === 0 || user.email_alerts === 'off' || user.email === '') return false;
    const to = { address: user.email, language: recipientLanguage(user.language) };
    await app.mail.queue(change, { kind: 'alert-summary', to, data: { fullname: user.fullname, alerts } });
    return true;
  });
}
