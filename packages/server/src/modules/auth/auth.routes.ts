/** POST /api/v1/login: SPEC §7's answer, one message for every bad pair, and throttling of repeated failures. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBodySchema, loginMessages, loginResponseSchema, roleName } from '@newsroom/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { ApiError } from '../../lib/api-error.js';
import { clearMediaCookie, setMediaCookie } from '../../lib/media-cookie.js';
import { verifyDecoyPassword, verifyPassword } from '../../services/passwords.js';
import { findUserByUsername } from '../users/users.repository.js';
import { createLoginThrottle } from './login-throttle.js';
import { revokeToken } from './sessions.repository.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = createLoginThrottle(app.limits);

  app.post(
    '/login',
    {
      config: { privateAnswer: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a username and password; also sets the HttpOnly media cookie that lets the browser load photos not yet public',
        body: loginBodySchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      if (!(await throttle.beginAttempt(username, request.ip))) throw new ApiError(429, loginMessages.tooManyAttempts);

      const user = await findUserByUsername(app.db, username);
      const valid = user ? await verifyPassword(user.password_hash, password) : await verifyDecoyPassword(password);
      if (!user || !valid) throw new ApiError(401, loginMessages.invalidCredentials);
      await throttle.recordSuccess(username, request.ip);
      const accessToken = await app.tokens.sign({ userId: user.id, sessionVersion: user.session_version });
      setMediaCookie(reply, accessToken, app.tokens.ttlSeconds);
      return {
        accessToken,
        tokenType: 'Bearer' as const,
        expiresIn: app.tokens.ttlSeconds,
        roles: [roleName(user.role)],
        id: user.id,
        username: user.username,
        email: user.email,
        fullname: user.fullname,
      };
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: { tags: ['auth'], summary: 'Sign out: this token (and the media cookie carrying it) stops working at once, everywhere', response: { 204: z.null(), ...errorResponses(401) } },
    },
    async (request, reply) => {
      const { session } = request.user!;
      await revokeToken(app.db, session.tokenId, session.expiresAt);
      app.sessionEvents.emit('token', session.tokenId);
      clearMediaCookie(reply);
      return reply.code(204).send(null);
    },
  );
};
