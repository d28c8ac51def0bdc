/** Forgot password: POST /auth/password-reset-requests asks for a link by e-mail, POST /auth/password-resets uses it. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PASSWORD_RESET_MINUTES,
  messageResponseSchema,
  passwordResetBodySchema,
  passwordResetMessages,
  passwordResetRequestBodySchema,
} from '@newsroom/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { messageIn, requestLanguage } from '../../lib/request-language.js';
import { createPasswordResetRequests, resetPassword } from './password-reset.js';
import { createResetRequestLimits, RESET_REQUEST_LIMITS } from './reset-request-limits.js';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = createResetRequestLimits(app.limits);
  const requests = createPasswordResetRequests(app);
  app.addHook('onClose', () => requests.settled());

  app.post(
    '/auth/password-reset-requests',
    {
      config: { privateAnswer: true },
      schema: {
        tags: ['auth'],
        summary: 'Ask for a link to set a new password, sent to every account with this e-mail address',
        description: `Answers 202 with the same body whether or not the address has an account, before anything is looked up. The e-mail links to PUBLIC_URL/reset-password?token=…, valid ${PASSWORD_RESET_MINUTES} minutes, once. ${RESET_REQUEST_LIMITS.perEmail} requests an hour per e-mail address and ${RESET_REQUEST_LIMITS.perAddress} per client.`,
        body: passwordResetRequestBodySchema,
        response: { 202: messageResponseSchema, ...errorResponses(400, 429, 507) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      app.mail.refuseWhileFull();
      await limits.admit(email, request.ip);
      const language = requestLanguage(request);
      requests.handle(email, language);
      return reply.code(202).send({ message: messageIn(language, passwordResetMessages.requested) });
    },
  );

  app.post(
    '/auth/password-resets',
    {
      config: { privateAnswer: true },
      schema: {
        tags: ['auth'],
        summary: "Set a new password with a reset link's token; every session of the user ends",
        description: "A wrong, used or expired token gets 400. The password follows the user form's rules.",
        body: passwordResetBodySchema,
        response: { 204: z.null(), ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      await resetPassword(app, request.body.token, request.body.password);
      return reply.code(204).send(null);
    },
  );
};
