/**
 * The ADMIN's Newsletter page (issue 26): what was sent (the 50 newest, and one with its counts), a digest sent now,
 * its preview in either language, and a test of it to oneself.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  digestPreviewRequestSchema,
  digestPreviewSchema,
  digestRequestSchema,
  idParamsSchema,
  messageResponseSchema,
  newsletterMessages,
  newsletterSchema,
} from '@newsroom/shared';
import { z } from 'zod';
import { notFound } from '../../lib/api-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { messageIn, requestLanguage } from '../../lib/request-language.js';
import { previewDigest, sendDigestNow, sendTestDigest } from './digests.js';
import { findNewsletter, latestNewsletters } from './newsletters.repository.js';
import { presentNewsletter } from './newsletters.presenter.js';

/** How many newsletters the history shows. */
export const NEWSLETTER_HISTORY_SIZE = 50;

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('manageNewsletter'));

  app.get(
    '/newsletters',
    {
      schema: {
        tags: ['newsletter'],
        summary: `The ${NEWSLETTER_HISTORY_SIZE} newest newsletters, newest first, with their counts (ADMIN)`,
        response: { 200: z.array(newsletterSchema), ...errorResponses(401, 403) },
      },
    },
    async () => (await latestNewsletters(app.db, NEWSLETTER_HISTORY_SIZE)).map(presentNewsletter),
  );

  app.get(
    '/newsletters/:id',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'One newsletter and how its sending goes: recipients so far, queued, sent, failed (ADMIN)',
        params: idParamsSchema,
        response: { 200: newsletterSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await findNewsletter(app.db, request.params.id);
      if (!row) throw notFound(newsletterMessages.notFound);
      return presentNewsletter(row);
    },
  );

  app.post(
    '/newsletters',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Send a digest of the chosen public stories, in this order, to every confirmed subscriber now (ADMIN)',
        body: digestRequestSchema,
        response: { 202: newsletterSchema, ...errorResponses(400, 401, 403, 507) },
      },
    },
    async (request, reply) => reply.code(202).send(presentNewsletter(await sendDigestNow(app, request.user!.id, request.body.newsIds))),
  );

  app.post(
    '/newsletters/preview',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'The digest of the chosen stories as a subscriber in that language would get it, with placeholder manage links (ADMIN)',
        body: digestPreviewRequestSchema,
        response: { 200: digestPreviewSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => previewDigest(app, request.body.newsIds, request.body.language),
  );

  app.post(
    '/newsletters/test',
    {
      schema: {
        tags: ['newsletter'],
        summary: "The digest of the chosen stories to the calling ADMIN's own address only, in their language; not a newsletter (ADMIN)",
        body: digestRequestSchema,
        response: { 202: messageResponseSchema, ...errorResponses(400, 401, 403, 507) },
      },
    },
    async (request, reply) => {
      const address = await sendTestDigest(app, request.user!.id, request.body.newsIds);
      return reply.code(202).send({ message: messageIn(requestLanguage(request), newsletterMessages.testQueued(address)) });
    },
  );
};
