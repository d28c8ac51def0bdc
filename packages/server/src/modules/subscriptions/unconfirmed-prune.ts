/**
 * Forgets the addresses nobody confirmed within 7 days: from the moment the app is ready it deletes them, and again
 * each hour (lib/repeat-while-open.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatWhileOpen } from '../../lib/repeat-while-open.js';
import { deleteUnconfirmedSubscriptions } from './subscriptions.repository.js';
import { CONFIRM_LINK_MS } from './subscriptions.js';

const WAKE_MS = 60 * 60_000;

export const unconfirmedSubscriptionPrune = fp(
  async function unconfirmedSubscriptionPrune(app: FastifyInstance) {
    repeatWhileOpen(app, WAKE_MS, async function prune(): Promise<void> {
      try {
        const deleted = await deleteUnconfirmedSubscriptions(app.db, new Date(Date.now() - CONFIRM_LINK_MS));
        if (deleted > 0) app.log.info({ deleted }, 'forgot the newsletter addresses nobody confirmed');
      } catch (error) {
        app.log.error({ err: error }, 'could not forget the unconfirmed newsletter addresses; trying again in an hour');
      }
    });
  },
  { name: 'unconfirmed-subscription-prune', dependencies: ['database'] },
);
