/**
 * A story's revisions: the list of its saves, one save's text, and restoring it. Whoever may read the story (its
 * author, an ADMIN) may read its revisions; whoever may edit it may restore one.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  newsRevisionMessages,
  newsRevisionParamsSchema,
  newsRevisionSchema,
  newsRevisionSummarySchema,
  newsSchema,
  pageOf,
  pagingQuerySchema,
  type Actor,
  type OwnedAction,
} from '@newsroom/shared';
import { notFound } from '../../lib/api-error.js';
import { errorResponses } from '../../lib/error-responses.js';
import { answerList, pageRequest } from '../../lib/paging.js';
import { presentNewsRow } from './news-with-photos.js';
import { loadOwnedNews } from './news-visibility.js';
import { restoreRevision } from './restore-revision.js';
import { findRevision, listRevisions } from './revisions.repository.js';
import { presentRevision, presentRevisionSummary } from './revisions.presenter.js';

const errors = errorResponses(400, 401, 403, 404);

export const revisionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('useBackOffice'));

  /** The story as `action` allows it, and its revision: a revision of another story is not found. */
  async function loadRevision(actor: Actor | null, params: { id: string; revisionId: string }, action: OwnedAction) {
    const news = await loadOwnedNews(app.db, actor, params.id, action);
    const revision = await findRevision(app.db, news.id, params.revisionId);
    if (!revision) throw notFound(newsRevisionMessages.notFound);
    return { news, revision };
  }

  app.get(
    '/news/:id/revisions',
    {
      schema: {
        tags: ['news'],
        summary: "A story's revisions, newest first, without their text (its author or an ADMIN)",
        description: 'Without page and size: the newest 100, the total in X-Total-Count and the next page in Link.',
        params: idParamsSchema,
        querystring: pagingQuerySchema,
        response: { 200: z.union([z.array(newsRevisionSummarySchema), pageOf(newsRevisionSummarySchema)]), ...errors },
      },
    },
    async (request, reply) => {
      const news = await loadOwnedNews(app.db, request.user, request.params.id, 'readNews');
      const paging = pageRequest(request.query);
      const { rows, total } = await listRevisions(app.db, news.id, paging);
      return answerList(request, reply, rows.map(presentRevisionSummary), total, paging);
    },
  );

  app.get(
    '/news/:id/revisions/:revisionId',
    {
      schema: {
        tags: ['news'],
        summary: "One revision of a story, with its text (the story's author or an ADMIN)",
        params: newsRevisionParamsSchema,
        response: { 200: newsRevisionSchema, ...errors },
      },
    },
    async (request) => {
      const { revision } = await loadRevision(request.user, request.params, 'readNews');
      return presentRevision(revision);
    },
  );

  app.post(
    '/news/:id/revisions/:revisionId/restore',
    {
      schema: {
        tags: ['news'],
        summary: "Make a revision's text the story's again, recorded as a new revision 'restored from N'",
        description:
          "Title, description, content, category and embed link are copied from the revision; photos stay as they are (they are not versioned). Like an edit, an AUTHOR's restore of an Approved, Rejected or Archived story sends it back to Pending. 409 when the revision's category was deleted since.",
        params: newsRevisionParamsSchema,
        response: { 200: newsSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { news, revision } = await loadRevision(request.user, request.params, 'editNews');
      return presentNewsRow(app.db, await restoreRevision(app, request.user!, news, revision), 'backOffice');
    },
  );
};
