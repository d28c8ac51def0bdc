/**
 * Forgets the addresses nobody confirmed within 7 days: from the moment the app is ready it deletes them, and again
 * each hour. The timer never keeps the process alive, and closing the app waits for a pass under way.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { deleteUnconfirmedSubscriptions } from './subscriptions.repository.js';
import { CONFIRM_LINK_MS } from './subscriptions.js';

const WAKE_MS = 60 * 60_000;

export const unconfirmedSubscriptionPrune = fp(
  async function unconfirmedSubscriptionPrune(app: FastifyInstance) {
    let timer: NodeJS.Timeout | undefined;
    let pass: Promise<void> | undefined;
    let closing = false;

    async function prune(): Promise<void> {
      try {
        const deleted = await deleteUnconfirmedSubscriptions(app.db, new Date(Date.now() - CONFIRM_LINK_MS));
        if (deleted > 0) app.log.info({ deleted }, 'forgot the newsletter addresses nobody confirmed');
      } catch (error) {
        app.log.error({ err: error }, 'could not forget the unconfirmed newsletter addresses; trying again in an hour');
      }
    }

    function run(): void {
      pass = prune().finally(() => {
        pass = undefined;
        if (closing) return;
        timer = setTimeout(run, WAKE_MS);
        timer.unref();
      });
    }

    app.addHook('onReady', async () => run());
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(timer);
      await pass;
    });
  },
  { name: 'unconfirmed-subscription-prune', dependencies: ['database'] },
);
