/**
 * The review workflow (SPEC §4): pending and archived lists, approve (optionally scheduled), reject, archive.
 * Only an ADMIN decides; an AUTHOR may see their own pending items.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveBodySchema,
  decisionBodySchema,
  newsListScopeFor,
  idParamsSchema,
  newsSchema,
  olderRejectBodySchema,
  pageOf,
  pagingQuerySchema,
  rejectBodySchema,
} from '@newsroom/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { answerList, pageRequest } from '../../lib/paging.js';
import { validateFields } from '../../lib/validate.js';
import { presentNewsRow, presentNewsRows } from './news-with-photos.js';
import { listNews, type NewsWithRelations } from './news.repository.js';
import { decideOnNews } from './review-decision.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const listResponse = { 200: z.union([z.array(newsSchema), pageOf(newsSchema)]), ...errors };

export const reviewListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('useBackOffice'));

  for (const url of ['/news/pending', '/pending/news']) {
    app.get(
      url,
      {
        schema: {
          tags: ['review'],
          summary: 'Pending items, newest created first (an AUTHOR sees only their own)',
          querystring: pagingQuerySchema,
          response: listResponse,
        },
      },
      async (request, reply) => {
        const user = request.user!;
        const paging = pageRequest(request.query);
        const { rows, total } = await listNews(app.db, { statuses: ['Pending'], ...newsListScopeFor(user) }, 'created', paging);
        return answerList(request, reply, await presentNewsRows(app.db, rows, 'backOffice'), total, paging);
      },
    );
  }
};

export const reviewDecisionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('reviewNews'));

  app.get(
    '/news/archived',
    {
      schema: { tags: ['review'], summary: 'Archived items, newest created first', querystring: pagingQuerySchema, response: listResponse },
    },
    async (request, reply) => {
      const paging = pageRequest(request.query);
      const { rows, total } = await listNews(app.db, { statuses: ['Archived'] }, 'created', paging);
      return answerList(request, reply, await presentNewsRows(app.db, rows, 'backOffice'), total, paging);
    },
  );

  const decisionSchema = (summary: string) => ({
    schema: { tags: ['review'], summary, params: idParamsSchema, body: decisionBodySchema, response: { 200: newsSchema, ...errors } },
  });
  // The older service's paths: its client put the token where the body goes, so their body is read only for a
  // reject's reason, and only when it is a JSON object.
  const olderPathSchema = (summary: string) => ({
    schema: { tags: ['review'], summary, params: idParamsSchema, response: { 200: newsSchema, ...errors } },
  });
  const decided = async (row: Promise<NewsWithRelations>) => presentNewsRow(app.db, await row, 'backOffice');

  app.post(
    '/approve/news/:id',
    {
      schema: {
        tags: ['review'],
        summary: 'Approve; publicationDate (ISO) schedules it, none publishes now; breaking alerts the devices that asked for it',
        params: idParamsSchema,
        body: approveBodySchema,
        response: { 200: newsSchema, ...errors },
      },
    },
    async (request) => decided(decideOnNews(app, request.user!.id, request.params.id, 'approve', request.body ?? {})),
  );
  app.post(
    '/reject/news/:id',
    {
      schema: {
        tags: ['review'],
        summary: 'Reject a pending or archived item; an optional reason is told to the author and kept with the item',
        params: idParamsSchema,
        body: rejectBodySchema,
        response: { 200: newsSchema, ...errors },
      },
    },
    async (request) => decided(decideOnNews(app, request.user!.id, request.params.id, 'reject', request.body ?? {})),
  );
  app.post('/archive/news/:id', decisionSchema('Archive an approved item'), async (request) =>
    decided(decideOnNews(app, request.user!.id, request.params.id, 'archive', request.body ?? {})),
  );

  app.post('/news/approve/:id', olderPathSchema('Approve now (older path)'), async (request) =>
    decided(decideOnNews(app, request.user!.id, request.params.id, 'approve')),
  );
  app.post('/news/reject/:id', olderPathSchema('Reject (older path); a JSON object body may carry a reason'), async (request) => {
    const body = isJsonObject(request.body) ? validateFields(olderRejectBodySchema, request.body) : {};
    return decided(decideOnNews(app, request.user!.id, request.params.id, 'reject', body));
  });
};

function isJsonObject(body: unknown): body is Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body);
}
