/**
 * Contributed content (SPEC §7): anyone may send a story with photos, on either of SPEC's two paths; only an
 * ADMIN reads, deletes or turns one into a Pending news draft, since each holds the contributor's e-mail.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTRIBUTION_PHOTOS_MAX,
  contributionDetailsSchema,
  contributionDraftSchema,
  contributionFieldsSchema,
  contributionMessages,
  contributionRouteMessages,
  contributionSchema,
  contributionSubmittedSchema,
  idParamsSchema,
  pageOf,
  pagingQuerySchema,
  searchQuerySchema,
} from '@newsroom/shared';
import { errorResponses } from '../../lib/error-responses.js';
import type { ContributionRow } from '../../db/schema.js';
import { notFound } from '../../lib/api-error.js';
import { answerList, pageRequest } from '../../lib/paging.js';
import { validateFields } from '../../lib/validate.js';
import { readMultipartForm } from '../../plugins/multipart-form.js';
import { presentContribution, presentContributionDetails } from './contributions.presenter.js';
import { findContribution, listContributions, photoCounts, photosOfContribution } from './contributions.repository.js';
import { deleteContributionWithPhotos } from './delete-contribution.js';
import { draftNewsFromContribution } from './draft-from-contribution.js';
import { submitContribution } from './submit-contribution.js';

/** SPEC lists both paths for sending a contribution. */
const SUBMIT_PATHS = ['/contribute-news', '/news-contribute'] as const;

const errors = errorResponses(400, 401, 403, 404);

/** Public: sending a contribution. */
const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  // One counter for both paths, so the second path is no way around the limit.
  const submitLimit = app.rateLimit({ max: app.config.publicWriteLimit, timeWindow: '1 minute' });

  for (const url of SUBMIT_PATHS) {
    app.post(
      url,
      {
        onRequest: submitLimit,
        schema: {
          tags: ['contributions'],
          summary: 'Send a story with photos (no sign-in); the admins are told of it',
          description:
            'multipart/form-data: author, authorEmail, category (one of the nine contribution categories), content ("Label: value" ' +
            `lines, every field of the category but Additional Info required), photos (repeated image files, at most ${CONTRIBUTION_PHOTOS_MAX}).`,
          consumes: ['multipart/form-data'],
          response: {
            201: contributionSubmittedSchema,
            ...errorResponses(400, 413, 415, 429),
          },
        },
      },
      async (request, reply) => {
        const form = await readMultipartForm(request, { files: { photos: { maxCount: CONTRIBUTION_PHOTOS_MAX } } });
        const fields = validateFields(contributionFieldsSchema, form.fields);
        const row = await submitContribution(app, fields, form.files.photos);
        return reply.code(201).send({ message: contributionMessages.submitted, id: row.id });
      },
    );
  }
};

/** ADMIN only: reading, deleting and drafting contributions. */
const managementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('manageContributions'));

  async function load(id: string): Promise<ContributionRow> {
    const row = await findContribution(app.db, id);
    if (!row) throw notFound(contributionRouteMessages.notFound);
    return row;
  }

  app.get(
    '/contribute-news',
    {
      schema: {
        tags: ['contributions'],
        security: [{ bearerAuth: [] }],
        summary: 'Contributions, newest first; query narrows them to a case-insensitive match of name, e-mail or content (ADMIN)',
        querystring: pagingQuerySchema.extend({ query: searchQuerySchema(200) }),
        response: { 200: z.union([z.array(contributionSchema), pageOf(contributionSchema)]), ...errors },
      },
    },
    async (request, reply) => {
      const paging = pageRequest(request.query);
      const { rows, total } = await listContributions(app.db, request.query.query, paging);
      const counts = await photoCounts(
        app.db,
        rows.map((row) => row.id),
      );
      reply.header('cache-control', 'private, no-store');
      return answerList(
        request,
        reply,
        rows.map((row) => presentContribution(row, counts.get(row.id) ?? 0)),
        total,
        paging,
      );
    },
  );

  app.get(
    '/contribute-news/:id',
    {
      schema: {
        tags: ['contributions'],
        security: [{ bearerAuth: [] }],
        summary: 'One contribution with its photos and its fields read from the content (ADMIN)',
        params: idParamsSchema,
        response: { 200: contributionDetailsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await load(request.params.id);
      reply.header('cache-control', 'private, no-store');
      return presentContributionDetails(row, await photosOfContribution(app.db, row.id));
    },
  );

  app.delete(
    '/contribute-news/:id',
    {
      schema: {
        tags: ['contributions'],
        security: [{ bearerAuth: [] }],
        summary: 'Delete a contribution and its photos; photos a news draft shows stay with the draft (ADMIN)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const row = await load(request.params.id);
      await deleteContributionWithPhotos(app, row);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/contribute-news/:id/draft',
    {
      schema: {
        tags: ['contributions'],
        security: [{ bearerAuth: [] }],
        summary: 'Turn a contribution into a Pending news item owned by the calling ADMIN, with its photos (ADMIN)',
        description:
          "Title from the field naming the story, description from the other fields, content the contribution's text, category " +
          'the same; the first photo becomes the thumbnail and the others the additional photos (shared, not copied). Once per ' +
          'contribution while its draft exists (409).',
        params: idParamsSchema,
        response: { 201: contributionDraftSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const news = await draftNewsFromContribution(app, request.user!, await load(request.params.id));
      return reply.code(201).send({ message: contributionRouteMessages.drafted, newsId: news.id });
    },
  );
};

export const contributionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(submissionRoutes);
  await app.register(managementRoutes);
};
