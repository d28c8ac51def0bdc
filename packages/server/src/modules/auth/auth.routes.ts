/** POST /api/v1/login: SPEC §7's answer, one message for every bad pair, and throttling of repeated failures. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginBodySchema, loginResponseSchema } from '@newsroom/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { clearMediaCookie, setMediaCookie } from '../../lib/media-cookie.js';
import { requestLanguage } from '../../lib/request-language.js';
import { presentSession } from './auth.presenter.js';
import { createLoginThrottle } from './login-throttle.js';
import { signIn } from './sign-in.js';
import { signOut } from './sign-out.js';

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
      const session = await signIn(app, throttle, request.body, request.ip, requestLanguage(request));
      setMediaCookie(reply, session.accessToken, app.tokens.ttlSeconds);
      return presentSession(session, app.tokens.ttlSeconds);
    },
  );

  app.post(
    '/logout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Sign out: this token (and the media cookie carrying it) stops working at once, everywhere',
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await signOut(app, request.user!.session);
      clearMediaCookie(reply);
      return reply.code(204).send(null);
    },
  );

  // A browser that signed out offline, or whose token already ended, still holds the cookie: this expires it without a
  // token. DELETE, so no other site's page can send it (a cross-origin DELETE needs a CORS preflight, never granted).
  app.delete(
    '/media-cookie',
    {
      config: { privateAnswer: true },
      schema: {
        tags: ['auth'],
        summary: "Expire this browser's media cookie; no token needed (the client's sign-out sends it when /logout could not be reached)",
        response: { 204: z.null() },
      },
    },
    async (_request, reply) => {
      clearMediaCookie(reply);
      return reply.code(204).send(null);
    },
  );
};
