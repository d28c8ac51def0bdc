/**
 * The review workflow (SPEC §4): pending and archived lists, approve (optionally scheduled), reject, archive.
 * Only an ADMIN decides; an AUTHOR may see their own pending items.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { approveBodySchema, decisionBodySchema, newsListScopeFor, idParamsSchema, newsMessages, newsSchema, pageOf, pagingQuerySchema, type NewsStatus } from '@newsroom/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { conflict, notFound } from '../../lib/api-error.js';
import { nowIso } from '../../lib/ids.js';
import { answerList, pageRequest } from '../../lib/paging.js';
import { tellAuthorOfDecision } from './news-notifications.js';
import { presentNewsRow, presentNewsRows } from './news-presentation.js';
import { findNews, listNews, setNewsStatus, type NewsWithRelations } from './news.repository.js';
import type { FastifyInstance } from 'fastify';
import { storyChanged } from '../../services/public-cache/public-cache.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const listResponse = { 200: z.union([z.array(newsSchema), pageOf(newsSchema)]), ...errors };

type Decision = 'approve' | 'reject' | 'archive';

/** Which statuses each decision may start from; anything else is a conflict. */
const allowedFrom: Record<Decision, readonly NewsStatus[]> = {
  approve: ['Pending', 'Archived'],
  reject: ['Pending', 'Archived'],
  archive: ['Approved'],
};

const refusal: Record<Decision, (status: NewsStatus) => string> = {
  approve: (status) => (status === 'Approved' ? 'This content is already approved.' : 'Only pending or archived content can be approved.'),
  reject: (status) => (status === 'Rejected' ? 'This content is already rejected.' : 'Only pending or archived content can be rejected.'),
  archive: () => 'Only approved content can be archived.',
};

interface DecisionInput {
  publicationDate?: string;
  /** The item's updatedAt as the reviewer saw it; when it changed since, nothing is decided. */
  updatedAt?: string;
}

async function decide(app: FastifyInstance, id: string, decision: Decision, input: DecisionInput = {}): Promise<NewsWithRelations> {
  const row = await findNews(app.db, id);
  if (!row) throw notFound(newsMessages.notFound);
  if (input.updatedAt !== undefined && Date.parse(input.updatedAt) !== Date.parse(row.updated_at)) throw conflict(newsMessages.changedSinceOpened);
  if (!allowedFrom[decision].includes(row.status)) throw conflict(refusal[decision](row.status));
  const now = nowIso();
  // No chosen date publishes now; a past date keeps an older story's real date; a future one schedules it.
  const changed =
    decision === 'approve'
      ? await setNewsStatus(app.db, row.id, row, 'Approved', {
          publication_date: input.publicationDate ? new Date(input.publicationDate).toISOString() : now,
          updated_at: now,
        })
      : await setNewsStatus(app.db, row.id, row, decision === 'reject' ? 'Rejected' : 'Archived', { updated_at: now });
  // Another reviewer's decision (or an edit) came between reading the item and deciding.
  if (!changed) throw conflict(newsMessages.changedSinceOpened);
  app.publicCache.invalidate(storyChanged(row.id));
  const decided = (await findNews(app.db, row.id))!;
  await tellAuthorOfDecision(app, decided, decision);
  return decided;
}

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
        const { rows, total } = await listNews(
          app.db,
          { statuses: ['Pending'], ...newsListScopeFor(user) },
          'created',
          paging,
        );
        return answerList(request, reply, await presentNewsRows(app.db, rows), total, paging);
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
      return answerList(request, reply, await presentNewsRows(app.db, rows), total, paging);
    },
  );

  const decisionSchema = (summary: string) => ({
    schema: { tags: ['review'], summary, params: idParamsSchema, body: decisionBodySchema, response: { 200: newsSchema, ...errors } },
  });
  // The older service's paths: its client put the token where the body goes, so their body is not read.
  const olderPathSchema = (summary: string) => ({
    schema: { tags: ['review'], summary, params: idParamsSchema, response: { 200: newsSchema, ...errors } },
  });

  app.post(
    '/approve/news/:id',
    {
      schema: {
        tags: ['review'],
        summary: 'Approve; publicationDate (ISO) schedules it, none publishes now',
        params: idParamsSchema,
        body: approveBodySchema,
        response: { 200: newsSchema, ...errors },
      },
    },
    async (request) => presentNewsRow(app.db, await decide(app, request.params.id, 'approve', request.body ?? {})),
  );
  app.post(
    '/reject/news/:id',
    decisionSchema('Reject a pending or archived item'),
    async (request) => presentNewsRow(app.db, await decide(app, request.params.id, 'reject', request.body ?? {})),
  );
  app.post(
    '/archive/news/:id',
    decisionSchema('Archive an approved item'),
    async (request) => presentNewsRow(app.db, await decide(app, request.params.id, 'archive', request.body ?? {})),
  );

  app.post(
    '/news/approve/:id',
    olderPathSchema('Approve now (older path)'),
    async (request) => presentNewsRow(app.db, await decide(app, request.params.id, 'approve')),
  );
  app.post(
    '/news/reject/:id',
    olderPathSchema('Reject (older path)'),
    async (request) => presentNewsRow(app.db, await decide(app, request.params.id, 'reject')),
  );
};
