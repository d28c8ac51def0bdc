/** Makes the notifier available as app.notifier. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Notifier } from '../services/notifier.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

export default fp(
  async function notifierPlugin(app: FastifyInstance) {
    app.decorate('notifier', new Notifier(app.db, app.log));
  },
  { name: 'notifier', dependencies: ['database'] },
);
