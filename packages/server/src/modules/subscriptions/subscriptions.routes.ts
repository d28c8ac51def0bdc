/**
 * Newsletter subscriptions (issue 26), all public: asking (POST /subscriptions, 202 whatever the address), confirming
 * with the mailed link's token, and, with the manage link's token every newsletter mail carries, reading and changing
 * the choices (GET/PUT /subscriptions/manage), unsubscribing from the page (DELETE /subscriptions/manage) or in one
 * click from the mail program (RFC 8058: POST /subscriptions/unsubscribe). A GET of the unsubscribe link (a mail
 * scanner fetching it) never unsubscribes: it leads to the manage page.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEFAULT_LANGUAGE,
  SUBSCRIPTION_CONFIRM_DAYS,
  messageResponseSchema,
  subscriptionConfirmationSchema,
  subscriptionConfirmedSchema,
  subscriptionMessages,
  subscriptionPreferencesSchema,
  subscriptionRequestSchema,
  subscriptionSchema,
  subscriptionTokenSchema,
} from '@newsroom/shared';
import { badRequest } from '../../lib/api-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { messageIn, requestLanguage } from '../../lib/request-language.js';
import { loadSigningSecret } from '../../services/tokens.js';
import { createManageLinks } from './manage-links.js';
import { categoryIdsOf, confirmSubscription, requestSubscription, subscriptionView } from './subscriptions.js';
import { deleteSubscription, findSubscriptionById, updateSubscription } from './subscriptions.repository.js';

const tokenQuery = z.object({ token: subscriptionTokenSchema });

export const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  const links = createManageLinks(await loadSigningSecret(app.db, app.config.jwtSecret));
  const limit = app.rateLimit({ max: app.config.publicWriteLimit, timeWindow: '1 minute' });
  // RFC 8058's one-click POST is a form; only its token (in the query) matters.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, {}));

  /** The subscription a manage token names, or the one 400 for a forged token or a subscription gone. */
  async function subscriptionOf(token: string) {
    const id = links.idOf(token);
    const row = id ? await findSubscriptionById(app.db, id) : undefined;
    if (!row) throw badRequest(subscriptionMessages.linkInvalid);
    return row;
  }

  app.post(
    '/subscriptions',
    {
      onRequest: limit,
      config: { privateAnswer: true },
      schema: {
        tags: ['subscriptions'],
        summary: 'Subscribe an e-mail address to the newsletter; a confirmation link is mailed',
        description: `Answers 202 with the same body for a new, pending or confirmed address. At most one confirmation mail per address an hour; its link (PUBLIC_URL/subscriptions/confirm?token=…) works ${SUBSCRIPTION_CONFIRM_DAYS} days, and an address never confirmed is forgotten after that. The preferences asked for apply when the link is used. Language defaults to the reader's, frequency to 'each', categories to all.`,
        body: subscriptionRequestSchema,
        response: { 202: messageResponseSchema, ...errorResponses(400, 429, 507) },
      },
    },
    async (request, reply) => {
      const { email, categories, language, frequency } = request.body;
      app.mail.refuseWhileFull();
      const readerLanguage = requestLanguage(request);
      const categoryIds = await categoryIdsOf(app.db, categories);
      await requestSubscription(app, email, {
        categories: categoryIds,
        language: language ?? readerLanguage ?? DEFAULT_LANGUAGE,
        frequency: frequency ?? 'each',
      });
      return reply.code(202).send({ message: messageIn(readerLanguage, subscriptionMessages.requested) });
    },
  );

  app.post(
    '/subscriptions/confirmations',
    {
      onRequest: limit,
      config: { privateAnswer: true },
      schema: {
        tags: ['subscriptions'],
        summary: "Confirm a subscription with its confirmation link's token",
        description: 'A forged, used or expired token gets 400. Answers the subscription and the token of its manage page.',
        body: subscriptionConfirmationSchema,
        response: { 200: subscriptionConfirmedSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const row = await confirmSubscription(app, request.body.token);
      return {
        message: messageIn(requestLanguage(request), subscriptionMessages.confirmed),
        manageToken: links.tokenOf(row.id),
        subscription: await subscriptionView(app.db, row),
      };
    },
  );

  app.get(
    '/subscriptions/manage',
    {
      config: { privateAnswer: true },
      schema: {
        tags: ['subscriptions'],
        summary: 'A subscription, by the token of its manage link',
        querystring: tokenQuery,
        response: { 200: subscriptionSchema, ...errorResponses(400) },
      },
    },
    async (request) => subscriptionView(app.db, await subscriptionOf(request.query.token)),
  );

  app.put(
    '/subscriptions/manage',
    {
      onRequest: limit,
      config: { privateAnswer: true },
      schema: {
        tags: ['subscriptions'],
        summary: "Change a subscription's categories, language or frequency, by the token of its manage link",
        description: 'Fields left out stay as they are; an empty category list means every category.',
        querystring: tokenQuery,
        body: subscriptionPreferencesSchema,
        response: { 200: subscriptionSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const row = await subscriptionOf(request.query.token);
      const { categories, language, frequency } = request.body;
      const changed = {
        categories: categories ? JSON.stringify(await categoryIdsOf(app.db, categories)) : row.categories,
        language: language ?? row.language,
        frequency: frequency ?? row.frequency,
      };
      await updateSubscription(app.db, row.id, changed);
      return subscriptionView(app.db, { ...row, ...changed });
    },
  );

  app.delete(
    '/subscriptions/manage',
    {
      config: { privateAnswer: true },
      schema: {
        tags: ['subscriptions'],
        summary: 'Unsubscribe from the manage page: the address is deleted',
        querystring: tokenQuery,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      await deleteSubscription(app.db, (await subscriptionOf(request.query.token)).id);
      return { message: messageIn(requestLanguage(request), subscriptionMessages.unsubscribed) };
    },
  );

  app.post(
    '/subscriptions/unsubscribe',
    {
      config: { privateAnswer: true },
      schema: {
        tags: ['subscriptions'],
        summary: 'One-click unsubscribe (RFC 8058): the address is deleted at once, no sign-in, no confirmation page',
        description:
          "The List-Unsubscribe link of every newsletter mail; mail programs POST `List-Unsubscribe=One-Click` (form-encoded) to it. A token whose subscription is already gone answers 200 again, so a mail program's retry is no error; a forged one gets 400.",
        querystring: tokenQuery,
        response: { 200: messageResponseSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const id = links.idOf(request.query.token);
      if (!id) throw badRequest(subscriptionMessages.linkInvalid);
      await deleteSubscription(app.db, id);
      return { message: messageIn(requestLanguage(request), subscriptionMessages.unsubscribed) };
    },
  );

  app.get(
    '/subscriptions/unsubscribe',
    {
      schema: {
        tags: ['subscriptions'],
        summary: 'Opening the unsubscribe link does not unsubscribe (mail scanners fetch links): it leads to the manage page',
        querystring: tokenQuery,
        response: { 303: z.null() },
      },
    },
    async (request, reply) => reply.redirect(`/subscriptions/manage?token=${encodeURIComponent(request.query.token)}`, 303),
  );
};
