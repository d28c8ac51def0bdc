/**
 * Breaking news (issue 26): an approval marked breaking records the story's alert in the approval's own transaction,
 * so an alert exists exactly when the approval does; this instance's sender (alert-sender.ts) sends it when the story
 * is public: at once, or a scheduled story's at its time, which the sender's regular pass notices without a request.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { articlePage, isPublished } from '@newsroom/shared';
import { nowIso } from '../../lib/ids.js';
import { repeatWhileOpen } from '../../lib/repeat-while-open.js';
import { webPushTransport } from '../../services/push/push-transport.js';
import { loadVapidKeys } from '../../services/push/vapid-keys.js';
import { findNews } from '../news/news.repository.js';
import { mailLookOf } from '../settings/mail-look.js';
import { BreakingAlertSender, PUSH_SENDER_TIMINGS, type StoryForAlert } from './alert-sender.js';
import { recordAlert } from './push.repository.js';

/** A notification shows two or three lines of its body; the description is cut to about that. */
const BODY_MAX_LENGTH = 140;

function shortened(text: string): string {
  return text.length <= BODY_MAX_LENGTH ? text : `${text.slice(0, BODY_MAX_LENGTH - 1).trimEnd()}…`;
}

export const breakingAlerts = fp(
  async function breakingAlerts(app: FastifyInstance) {
    const { config } = app;

    async function storyOf(newsId: string): Promise<StoryForAlert> {
      const story = await findNews(app.db, newsId);
      if (!story || story.status !== 'Approved' || !story.publication_date) return 'never';
      if (!isPublished({ status: story.status, publicationDate: story.publication_date })) return { later: story.publication_date };
      // The app icon: the 192-pixel square the manifest names, which the school's mail shows too.
      const { logoUrl } = await mailLookOf(app.db, config.publicUrl);
      return { content: { title: story.title, body: shortened(story.description), url: articlePage.href(story.id), icon: logoUrl } };
    }

    const timings = { ...PUSH_SENDER_TIMINGS, ...config.push.senderTimings };
    const transport = webPushTransport(await loadVapidKeys(app.db), config.push.subject, timings.timeoutMs);
    const sender = new BreakingAlertSender(app.db, transport, app.log, storyOf, timings);
    const repetition = repeatWhileOpen(app, timings.pollMs, async () => {
      try {
        await sender.sendDue();
      } catch (error) {
        app.log.error({ err: error }, 'the breaking news alerts could not be sent; trying again soon');
      }
    });
    // Before the database closes: the batch under way ends, and the alert is given back for another instance.
    app.addHook('preClose', async () => sender.stop());

    app.changes.on('news.reviewed', {
      inTransaction: async (change, { news, decision, breaking }) => {
        if (decision !== 'approve' || !breaking || !news.publication_date) return;
        await recordAlert(change.trx, news.id, news.publication_date, nowIso());
      },
      afterCommit: ({ decision, breaking }) => {
        if (decision === 'approve' && breaking) repetition.wake();
      },
    });
  },
  { name: 'breaking-alerts', dependencies: ['database', 'changes'] },
);
