/**
 * Who is calling. `authenticate` demands a valid bearer token (401 otherwise), `authorize(action)` also
 * demands the shared policy's permission (403 otherwise), and `identify` only notes the user when a valid
 * token is present, for public routes that show more to signed-in staff.
 */
import { EventEmitter } from 'node:events';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { authMessages, can, type Actor, type Role, type RoleAction } from '@newsroom/shared';
import { ApiError } from '../lib/api-error.js';
import { createTokenService, loadSigningSecret, type TokenService } from '../services/tokens.js';
import type { Config } from '../config.js';

/** The session a request was made in: which token, of which session version, until when. */
export interface Session {
  tokenId: string;
  version: number;
  expiresAt: Date;
}

export interface AuthenticatedUser extends Actor {
  username: string;
  fullname: string;
  email: string;
  role: Role;
  session: Session;
}

/** Told when sessions end before their time: 'user' (id) for all of a user's, 'token' (id) for one sign-out. */
export type SessionEvents = EventEmitter<{ user: [userId: string]; token: [tokenId: string] }>;

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** The signed-in user for this token, or null when it is invalid, expired, signed out, or its user or session is gone. */
    userFromToken: (token: string) => Promise<AuthenticatedUser | null>;
    /** The user of a session that is still valid, or null: for long-lived answers that check again as they go. */
    userOfSession: (userId: string, session: Session) => Promise<AuthenticatedUser | null>;
    sessionEvents: SessionEvents;
    authenticate: onRequestHookHandler;
    identify: onRequestHookHandler;
    authorize: (action: RoleAction) => onRequestHookHandler;
  }
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

export default fp(
  async function authPlugin(app: FastifyInstance, options: { config: Config }) {
    // Cookies are set at sign-in and read by the media route only (lib/media-cookie.ts): no parsing on every request.
    await app.register(cookie, { hook: false });
    const secret = await loadSigningSecret(app.db, options.config.jwtSecret);
    const tokens = createTokenService(secret, options.config.tokenTtlSeconds);
    app.decorate('tokens', tokens);
    app.decorateRequest('user', null);

    // One query: the user, and whether this very token was signed out.
    async function userOfSession(userId: string, session: Session): Promise<AuthenticatedUser | null> {
      const row = await app.db
        .selectFrom('users')
        .leftJoin('revoked_tokens', (join) => join.on('revoked_tokens.token_id', '=', session.tokenId))
        .select([
          'users.id',
          'users.username',
          'users.fullname',
          'users.email',
          'users.role',
          'users.session_version',
          'revoked_tokens.token_id as revoked',
        ])
        .where('users.id', '=', userId)
        .executeTakeFirst();
      if (!row || row.session_version !== session.version || row.revoked !== null || session.expiresAt.getTime() <= Date.now()) return null;
      return { id: row.id, username: row.username, fullname: row.fullname, email: row.email, role: row.role, session };
    }

    async function userFromToken(token: string): Promise<AuthenticatedUser | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      return userOfSession(claims.userId, { tokenId: claims.tokenId, version: claims.sessionVersion, expiresAt: claims.expiresAt });
    }
    app.decorate('userFromToken', userFromToken);
    app.decorate('userOfSession', userOfSession);
    const sessionEvents: SessionEvents = new EventEmitter();
    // Every open notification stream listens; more than the default 10 is normal.
    sessionEvents.setMaxListeners(0);
    app.decorate('sessionEvents', sessionEvents);
    // A change that ended every session of a user (a password set through a reset link) closes what they hold open.
    app.changes.on('user.sessions-ended', { afterCommit: ({ userId }) => sessionEvents.emit('user', userId) });

    async function userFromRequest(request: FastifyRequest): Promise<AuthenticatedUser | null> {
      const token = bearerToken(request);
      return token ? userFromToken(token) : null;
    }

    const authenticate: onRequestHookHandler = async (request) => {
      const user = await userFromRequest(request);
      if (!user) throw new ApiError(401, authMessages.unauthenticated);
      request.user = user;
    };

    app.decorate('authenticate', authenticate);
    app.decorate('identify', async (request: FastifyRequest) => {
      request.user = await userFromRequest(request);
    });
    app.decorate('authorize', (action: RoleAction): onRequestHookHandler => {
      return async function authorizeRequest(this: FastifyInstance, request, reply) {
        await authenticate.call(this, request, reply, () => {});
        if (!can(request.user, action)) throw new ApiError(403, authMessages.forbidden);
      };
    });
  },
  { name: 'auth', dependencies: ['database', 'changes'] },
);
