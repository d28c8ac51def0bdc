/** Ending one session before its time: its token is refused everywhere, and what it holds open closes. */
import type { FastifyInstance } from 'fastify';
import type { Session } from '../../plugins/auth.js';
import { revokeToken } from './sessions.repository.js';

export async function signOut(app: FastifyInstance, session: Session): Promise<void> {
  await revokeToken(app.db, session.tokenId, session.expiresAt);
  app.sessionEvents.emit('token', session.tokenId);
}
