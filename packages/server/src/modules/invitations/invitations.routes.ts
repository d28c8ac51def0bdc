/**
 * Invitations by e-mail (issue 24): the ADMIN's calls to invite, list, resend and withdraw, and the invitee's public
 * calls to read an invitation by its link's token and to accept it (which signs them in, as POST /login does).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  INVITATION_DAYS,
  idParamsSchema,
  invitationAcceptanceBodySchema,
  invitationBodySchema,
  invitationPreviewSchema,
  invitationSchema,
  invitationTokenParamsSchema,
  loginResponseSchema,
} from '@newsroom/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { setMediaCookie } from '../../lib/media-cookie.js';
import { requestLanguage } from '../../lib/request-language.js';
import { presentSession } from '../auth/auth.presenter.js';
import { acceptInvitation, invitationOfToken } from './invitation-acceptance.js';
import { inviteUser, resendInvitation, withdrawInvitation } from './invitation-changes.js';
import { presentInvitation, presentInvitationPreview } from './invitations.presenter.js';
import { listInvitations } from './invitations.repository.js';

/** The OpenAPI description of a call that sends the invitation e-mail. */
const sendsMail = (more: string) =>
  `The e-mail, in the language of this request, links to PUBLIC_URL/accept-invitation?token=…, valid ${INVITATION_DAYS} days, once. ${more}`;

/** ADMIN only, as the user calls are. */
export const invitationManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('manageUsers'));

  app.post(
    '/invitations',
    {
      schema: {
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        summary: 'Invite someone by e-mail to make their own account with a role',
        description: sendsMail('It replaces an open invitation to the address (whose link dies); an address with an account gets 409.'),
        body: invitationBodySchema,
        response: { 201: invitationSchema, ...errorResponses(400, 401, 403, 409, 507) },
      },
    },
    async (request, reply) => {
      app.mail.refuseWhileFull();
      const invitation = await inviteUser(app, request.user!, request.body, requestLanguage(request));
      return reply.code(201).send(presentInvitation(invitation));
    },
  );

  app.get(
    '/invitations',
    {
      schema: {
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        summary: 'The invitations not yet accepted or withdrawn, newest first; an expired one stays until it is resent or withdrawn',
        response: { 200: z.array(invitationSchema), ...errorResponses(401, 403) },
      },
    },
    async () => (await listInvitations(app.db)).map(presentInvitation),
  );

  app.post(
    '/invitations/:id/resend',
    {
      schema: {
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        summary: 'Send an invitation again with a new link and a new expiry; the old link stops working',
        description: sendsMail('The ADMIN who resends is named as the inviter.'),
        params: idParamsSchema,
        response: { 200: invitationSchema, ...errorResponses(400, 401, 403, 404, 409, 507) },
      },
    },
    async (request) => {
      app.mail.refuseWhileFull();
      return presentInvitation(await resendInvitation(app, request.user!, request.params.id, requestLanguage(request)));
    },
  );

  app.delete(
    '/invitations/:id',
    {
      schema: {
        tags: ['users'],
        security: [{ bearerAuth: [] }],
        summary: 'Withdraw an invitation: its link stops working',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await withdrawInvitation(app, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

/** Public: whoever holds the link. */
export const invitationAcceptanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invitations/by-token/:token',
    {
      config: { privateAnswer: true },
      schema: {
        tags: ['users'],
        summary: "What an invitation's link offers: the e-mail address, the role, who invited, until when",
        description: 'A wrong, used, withdrawn, replaced or expired token gets 400; an address that has meanwhile got an account gets 409.',
        params: invitationTokenParamsSchema,
        response: { 200: invitationPreviewSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => presentInvitationPreview(await invitationOfToken(app, request.params.token)),
  );

  app.post(
    '/invitation-acceptances',
    {
      config: { privateAnswer: true, rateLimit: { max: app.config.publicWriteLimit, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary: "Accept an invitation: make the account with the invitation's e-mail and role, and sign in",
        description:
          "Answers 201 with the login's answer (and sets the media cookie, as POST /login does). The full name, username and password follow the user form's rules; a taken username gets 409 with the user form's message and leaves the invitation usable. A wrong, used or expired token gets 400; an address that has meanwhile got an account gets 409.",
        body: invitationAcceptanceBodySchema,
        response: { 201: loginResponseSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const session = await acceptInvitation(app, request.body, requestLanguage(request));
      setMediaCookie(reply, session.accessToken, app.tokens.ttlSeconds);
      return reply.code(201).send(presentSession(session, app.tokens.ttlSeconds));
    },
  );
};
