/**
 * The daily summary's clock: from the moment the app is ready it wakes each minute and, when a 07:00 school time has
 * passed whose summaries this instance has not sent, sends them (daily-summary.ts). A server down at 07:00 sends them
 * at its first wake after (lib/repeat-while-open.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatWhileOpen } from '../../lib/repeat-while-open.js';
import { sendDueSummaries, summaryDue } from './daily-summary.js';

const WAKE_MS = 60_000;

export const alertSummarySchedule = fp(
  async function alertSummarySchedule(app: FastifyInstance) {
    const { clock = () => new Date(), wakeMs = WAKE_MS } = app.config.mail.alertSummary ?? {};
    /** The day whose summaries this instance has sent: nothing is due again before the next 07:00. */
    let doneDay: string | undefined;

    async function wake(): Promise<void> {
      const now = clock();
      const { day } = summaryDue(now, app.config.timeZone);
      if (day === doneDay) return;
      try {
        const queued = await sendDueSummaries(app, now);
        doneDay = day;
        if (queued > 0) app.log.info({ day, queued }, 'queued the daily summaries of e-mail alerts');
      } catch (error) {
        app.log.error({ err: error, day }, 'could not send the daily summaries of e-mail alerts; trying again at the next wake');
      }
    }

    repeatWhileOpen(app, wakeMs, wake);
  },
  { name: 'alert-summary-schedule', dependencies: ['changes', 'mail'] },
);
