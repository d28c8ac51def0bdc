/** Makes the record of what happened available as app.changes: `app.changes.run(change => …)` and `app.changes.on(type, consumer)`. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ChangeRecorder } from '../services/changes/change-record.js';

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeRecorder;
  }
}

export default fp(
  async function changesPlugin(app: FastifyInstance) {
    app.decorate('changes', new ChangeRecorder(app.db, app.log));
  },
  { name: 'changes', dependencies: ['database'] },
);
