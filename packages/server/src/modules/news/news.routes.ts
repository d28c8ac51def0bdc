/**
 * The newsroom's own news calls (SPEC §7): authors write and manage their items, an ADMIN manages all.
 * Create and update take SPEC §3's multipart form.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  NEWS_STATUSES,
  newsListScopeFor,
  newsSchema,
  pageOf,
  pagingQuerySchema,
  PHOTO_ALT_MAX_LENGTH,
  PHOTO_CAPTION_MAX_LENGTH,
  PHOTO_CREDIT_MAX_LENGTH,
} from '@newsroom/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { answerList, pageRequest } from '../../lib/paging.js';
import { readNewsForm } from './news-form.js';
import { createPendingNews } from './create-news.js';
import { deleteNewsWithMedia } from './delete-news.js';
import { editNews } from './edit-news.js';
import { presentNewsRow, presentNewsRows } from './news-with-photos.js';
import { listNews } from './news.repository.js';
import { loadOwnedNews } from './news-visibility.js';
import { videoOfNews } from '../videos/videos.repository.js';

const errors = errorResponses(400, 401, 403, 404);
const uploadErrors = errorResponses(400, 401, 403, 404, 413, 415);
const multipartDescription =
  'multipart/form-data: title, thumbnailUrl (image file), description, content, category (name or id), embedYoutubeUrl, additionalPhotos (repeated image files); on update also existingPhotos (JSON list of photo URLs to keep). ' +
  "videoUploadId: the id of a finished upload of yours at /api/v1/video-uploads (tus), the story's own video (a new one replaces the old); with a video (or a YouTube link) no thumbnail is required. " +
  'Optional words for the photos, each a JSON text: thumbnailDetails, {"caption", "credit", "alt"} for the thumbnail (new or kept); ' +
  'photoDetails, the additional photos in display order, each {"photo", "caption", "credit", "alt"} where photo is the URL of a photo the item has ' +
  '(as in existingPhotos) or "new:N" for the N-th (0-based) additionalPhotos file of the request. When sent, photoDetails decides which stored photos ' +
  'stay and the order of all (every new file listed once); without it, kept photos stay in their order and new ones follow. A caption is at most ' +
  `${PHOTO_CAPTION_MAX_LENGTH} characters, a credit ${PHOTO_CREDIT_MAX_LENGTH}, an alt text ${PHOTO_ALT_MAX_LENGTH}; blank means none.`;

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('useBackOffice'));

  app.get(
    '/news',
    {
      schema: {
        tags: ['news'],
        summary: 'List news: an ADMIN sees every item, an AUTHOR only their own; newest created first',
        querystring: pagingQuerySchema.extend({ status: z.enum(NEWS_STATUSES).optional() }),
        response: { 200: z.union([z.array(newsSchema), pageOf(newsSchema)]), ...errors },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const paging = pageRequest(request.query);
      const { rows, total } = await listNews(
        app.db,
        { ...newsListScopeFor(user), statuses: request.query.status ? [request.query.status] : undefined },
        'created',
        paging,
      );
      return answerList(request, reply, await presentNewsRows(app.db, rows, 'backOffice', { admin: user.role === 'ADMIN' }), total, paging);
    },
  );

  app.get(
    '/news/:id',
    { schema: { tags: ['news'], summary: 'One item (its author or an ADMIN)', params: idParamsSchema, response: { 200: newsSchema, ...errors } } },
    async (request) =>
      presentNewsRow(app.db, await loadOwnedNews(app.db, request.user, request.params.id, 'readNews'), 'backOffice', {
        admin: request.user!.role === 'ADMIN',
      }),
  );

  app.post(
    '/news',
    {
      schema: {
        tags: ['news'],
        summary: 'Write an item; it starts Pending and its author is the signed-in user',
        description: multipartDescription,
        consumes: ['multipart/form-data'],
        response: { 201: newsSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const form = await readNewsForm(request, app.db, { hasExistingThumbnail: false });
      const created = await createPendingNews(app, request.user!, form);
      return reply.code(201).send(await presentNewsRow(app.db, created, 'backOffice'));
    },
  );

  app.put(
    '/news/:id',
    {
      schema: {
        tags: ['news'],
        summary: "Edit an item; an AUTHOR's edit of an Approved, Rejected or Archived item sends it back to Pending",
        description: multipartDescription,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: newsSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const existing = await loadOwnedNews(app.db, request.user, request.params.id, 'editNews');
      const form = await readNewsForm(request, app.db, {
        hasExistingThumbnail: existing.thumbnail_media_id !== null,
        hasExistingVideo: (await videoOfNews(app.db, existing.id)) !== undefined,
      });
      return presentNewsRow(app.db, await editNews(app, request.user!, existing, form), 'backOffice');
    },
  );

  app.delete(
    '/news/:id',
    {
      schema: {
        tags: ['news'],
        summary: 'Delete an item (its author or an ADMIN)',
        params: idParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteNewsWithMedia(app, await loadOwnedNews(app.db, request.user, request.params.id, 'deleteNews'));
      return reply.code(204).send(null);
    },
  );
};
