/**
 * Who is calling. `authenticate` demands a valid bearer token (401 otherwise), `authorize(action)` also
 * demands the shared policy's permission (403 otherwise), and `identify` only notes the user when a valid
 * token is present, for public routes that show more to signed-in staff.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { authMessages, can, type Actor, type Role, type RoleAction } from '@newsroom/shared';
import { ApiError } from '../lib/api-error.js';
import { createTokenService, loadSigningSecret, type TokenService } from '../services/tokens.js';
import type { Config } from '../config.js';

export interface AuthenticatedUser extends Actor {
  username: string;
  fullname: string;
  email: string;
  role: Role;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** The signed-in user for this token, or null when it is invalid, expired, or its user or session is gone. */
    userFromToken: (token: string) => Promise<AuthenticatedUser | null>;
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
    const secret = await loadSigningSecret(app.db, options.config.jwtSecret);
    const tokens = createTokenService(secret, options.config.tokenTtlSeconds);
    app.decorate('tokens', tokens);
    app.decorateRequest('user', null);

    async function userFromToken(token: string): Promise<AuthenticatedUser | null> {
      const claims = await tokens.verify(token);
      if (!claims) return null;
      const row = await app.db
        .selectFrom('users')
        .select(['id', 'username', 'fullname', 'email', 'role', 'session_version'])
        .where('id', '=', claims.userId)
        .executeTakeFirst();
      if (!row || row.session_version !== claims.sessionVersion) return null;
      return { id: row.id, username: row.username, fullname: row.fullname, email: row.email, role: row.role };
    }
    app.decorate('userFromToken', userFromToken);

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
  { name: 'auth', dependencies: ['database'] },
);
