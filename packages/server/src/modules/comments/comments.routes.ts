/**
 * Comments (SPEC §7): visitors, known only by their Visitor-Id header, post and reply on public items, read the
 * threads and delete their own comments; ADMINs moderate every comment. A deleted comment that others answered
 * keeps its place in the thread as a tombstone (PRODUCT.md).
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  canSeeComments,
  commentBodySchema,
  commentPostQuerySchema,
  commentReplyMessages,
  idParamsSchema,
  moderationCommentSchema,
  moderationQuerySchema,
  pageOf,
  pagingQuerySchema,
  publicCommentSchema,
  VISITOR_ID_MAX_LENGTH,
  visitorIdHeaderSchema,
} from '@newsroom/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { forbidden, notFound } from '../../lib/api-error.js';
import { cachePublicly } from '../../lib/http-cache.js';
import { answerList, pageRequest } from '../../lib/paging.js';
import { loadNewsFor } from '../news/news-visibility.js';
import { presentForModeration, presentThreads } from './comments.presenter.js';
import {
  approveComment,
  findLiveComment,
  findLiveCommentWithNews,
  listCommentsForModeration,
  listReadableComments,
  removeComment,
} from './comments.repository.js';
import { postComment } from './post-comment.js';
import { visitorKeyOf } from './spam-rules.js';

export interface CommentRoutesOptions {
  /** The clock the anti-spam rules read; tests may set it. */
  now?: () => Date;
}

const requiredVisitor = z.looseObject({ 'visitor-id': visitorIdHeaderSchema });
const optionalVisitor = z.looseObject({ 'visitor-id': z.string().trim().max(VISITOR_ID_MAX_LENGTH).optional() });

const visitorCommentRoutes: FastifyPluginAsyncZod<CommentRoutesOptions> = async (app, options) => {
  const now = options.now ?? (() => new Date());
  const publicWrite = { rateLimit: { max: app.config.publicWriteLimit, timeWindow: '1 minute' } };

  app.get(
    '/news/approved/comments/:id',
    {
      schema: {
        tags: ['comments'],
        summary: "A public item's comment threads: approved comments plus the caller's own pending ones",
        params: idParamsSchema,
        headers: optionalVisitor,
        response: { 200: z.array(publicCommentSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const news = await loadNewsFor(app.db, request.params.id, (story) => canSeeComments(story, now()));
      const visitorId = request.headers['visitor-id'];
      const visitorKey = visitorId ? visitorKeyOf(visitorId) : undefined;
      const rows = await listReadableComments(app.db, news.id, visitorKey);
      cachePublicly(request, reply);
      reply.header('vary', 'Visitor-Id');
      return presentThreads(rows, visitorKey);
    },
  );

  app.post(
    '/comment-news/:id',
    {
      config: publicWrite,
      schema: {
        tags: ['comments'],
        summary: 'Comment on a public item, or reply with ?parentId=; answers a status message text',
        params: idParamsSchema,
        querystring: commentPostQuerySchema,
        headers: requiredVisitor,
        body: commentBodySchema,
        response: { 201: z.string().describe(commentReplyMessages.submitted), ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      await postComment(
        app,
        { newsId: request.params.id, visitorId: request.headers['visitor-id'], parentId: request.query.parentId, body: request.body },
        now(),
      );
      return reply.code(201).type('application/json; charset=utf-8').send(JSON.stringify(commentReplyMessages.submitted));
    },
  );

  app.delete(
    '/user-delete-comment/:commentId',
    {
      config: publicWrite,
      schema: {
        tags: ['comments'],
        summary:
          'Delete your own comment (same Visitor-Id header as when it was posted); one with replies stays, without its name and words, for them',
        params: z.object({ commentId: idParamsSchema.shape.id }),
        headers: requiredVisitor,
        response: { 204: z.null(), ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const comment = await findLiveComment(app.db, request.params.commentId);
      if (!comment) throw notFound(commentReplyMessages.notFound);
      if (comment.visitor_key !== visitorKeyOf(request.headers['visitor-id'])) throw forbidden(commentReplyMessages.notYours);
      await removeComment(app.db, comment.id, now());
      return reply.code(204).send(null);
    },
  );
};

const commentModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('moderateComments'));
  const denied = errorResponses(401, 403);

  app.get(
    '/news/comments/visible',
    {
      schema: {
        tags: ['comments'],
        summary: 'Every comment with its status for the moderators, newest first; ?status= narrows to pending or approved',
        security: [{ bearerAuth: [] }],
        querystring: pagingQuerySchema.extend(moderationQuerySchema.shape),
        response: { 200: z.union([z.array(moderationCommentSchema), pageOf(moderationCommentSchema)]), ...errorResponses(400), ...denied },
      },
    },
    async (request, reply) => {
      const paging = pageRequest(request.query);
      const { rows, total } = await listCommentsForModeration(app.db, request.query.status, paging);
      return answerList(request, reply, rows.map(presentForModeration), total, paging);
    },
  );

  app.post(
    '/news/comment/approve/:id',
    {
      schema: {
        tags: ['comments'],
        summary: 'Approve a comment (approving an approved comment changes nothing)',
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 200: moderationCommentSchema, ...errorResponses(404), ...denied },
      },
    },
    async (request) => {
      const comment = await findLiveCommentWithNews(app.db, request.params.id);
      if (!comment) throw notFound(commentReplyMessages.notFound);
      if (comment.status !== 'approved') await approveComment(app.db, comment.id);
      return presentForModeration({ ...comment, status: 'approved' });
    },
  );

  app.delete(
    '/delete-comment/:id',
    {
      schema: {
        tags: ['comments'],
        summary: "Delete a comment; one with replies stays, without its name and words, for them (as a visitor's own delete)",
        security: [{ bearerAuth: [] }],
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(404), ...denied },
      },
    },
    async (request, reply) => {
      const comment = await findLiveComment(app.db, request.params.id);
      if (!comment) throw notFound(commentReplyMessages.notFound);
      await removeComment(app.db, comment.id, new Date());
      return reply.code(204).send(null);
    },
  );
};

export const commentRoutes: FastifyPluginAsyncZod<CommentRoutesOptions> = async (app, options) => {
  await app.register(visitorCommentRoutes, options);
  await app.register(commentModerationRoutes);
};
