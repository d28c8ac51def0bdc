/**
 * The newsroom's own news calls (SPEC §7): authors write and manage their items, an ADMIN manages all.
 * Create and update take SPEC §3's multipart form.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authMessages,
  can,
  errorResponseSchema,
  idParamsSchema,
  NEWS_ADDITIONAL_PHOTOS_MAX,
  NEWS_STATUSES,
  newsListScopeFor,
  newsMessages,
  newsSchema,
  pageOf,
  pagingQuerySchema,
  type OwnedAction,
} from '@newsroom/shared';
import { badRequest, forbidden, notFound } from '../../lib/api-error.js';
import { nowIso } from '../../lib/ids.js';
import { answerList, pageRequest } from '../../lib/paging.js';
import { indexNews } from '../../services/search/news-search.js';
import { readNewsForm } from './news-form.js';
import { createPendingNews } from './create-news.js';
import { discardUnusedMedia, saveWithImages } from '../../services/media/stored-media.js';
import { tellAdminsOfResubmission } from './news-notifications.js';
import { presentNewsRow, presentNewsRows } from './news-presentation.js';
import { deleteNews, findNews, listNews, photosOf, replacePhotos, updateNews, type NewsWithRelations } from './news.repository.js';
import { storyChanged } from '../../services/public-cache/public-cache.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };
const uploadErrors = { ...errors, 413: errorResponseSchema, 415: errorResponseSchema };
const multipartDescription =
  'multipart/form-data: title, thumbnailUrl (image file), description, content, category (name or id), embedYoutubeUrl, additionalPhotos (repeated image files); on update also existingPhotos (JSON list of photo URLs to keep).';

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('useBackOffice'));

  async function loadOwned(request: FastifyRequest, id: string, action: OwnedAction): Promise<NewsWithRelations> {
    const row = await findNews(app.db, id);
    if (!row) throw notFound(newsMessages.notFound);
    if (!can(request.user, action, { authorId: row.author_id })) throw forbidden(authMessages.forbidden);
    return row;
  }

  app.get(
    '/news',
    {
      schema: {
        tags: ['news'],
        summary: "List news: an ADMIN sees every item, an AUTHOR only their own; newest created first",
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
      return answerList(request, reply, await presentNewsRows(app.db, rows), total, paging);
    },
  );

  app.get(
    '/news/:id',
    { schema: { tags: ['news'], summary: 'One item (its author or an ADMIN)', params: idParamsSchema, response: { 200: newsSchema, ...errors } } },
    async (request) => presentNewsRow(app.db, await loadOwned(request, request.params.id, 'readNews')),
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
      return reply.code(201).send(await presentNewsRow(app.db, created));
    },
  );

  app.put(
    '/news/:id',
    {
      schema: {
        tags: ['news'],
        summary: "Edit an item; an AUTHOR's edit of an Approved or Rejected item sends it back to Pending",
        description: multipartDescription,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: newsSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const user = request.user!;
      const existing = await loadOwned(request, request.params.id, 'editNews');
      const form = await readNewsForm(request, app.db, { hasExistingThumbnail: existing.thumbnail_media_id !== null });

      const currentPhotos = (await photosOf(app.db, [existing.id])).get(existing.id) ?? [];
      const kept = form.keepPhotoIds ? currentPhotos.filter((photo) => form.keepPhotoIds!.includes(photo.media_id)) : currentPhotos;
      if (kept.length + form.photos.length > NEWS_ADDITIONAL_PHOTOS_MAX) {
        throw badRequest(`An item can have at most ${NEWS_ADDITIONAL_PHOTOS_MAX} additional photos.`, [
          { field: 'additionalPhotos', message: `An item can have at most ${NEWS_ADDITIONAL_PHOTOS_MAX} additional photos.` },
        ]);
      }
      const dropped = currentPhotos.filter((photo) => !kept.includes(photo)).map((photo) => photo.media_id);
      if (form.thumbnail && existing.thumbnail_media_id) dropped.push(existing.thumbnail_media_id);

      const backToReview = user.role === 'AUTHOR' && (existing.status === 'Approved' || existing.status === 'Rejected');
      const images = [...(form.thumbnail ? [form.thumbnail] : []), ...form.photos];
      await saveWithImages(app, images, async (trx) => {
        await updateNews(trx, existing.id, {
          title: form.title,
          description: form.description,
          content: form.content,
          category_id: form.category.id,
          embed_youtube_url: form.embedYoutubeUrl,
          thumbnail_media_id: form.thumbnail?.id ?? existing.thumbnail_media_id,
          status: backToReview ? 'Pending' : existing.status,
          updated_at: nowIso(),
        });
        await replacePhotos(trx, existing.id, [...kept.map((photo) => photo.media_id), ...form.photos.map((photo) => photo.id)]);
        await indexNews(trx, existing.id);
      });
      app.publicCache.invalidate(storyChanged(existing.id));
      await discardUnusedMedia(app, dropped);
      const updated = (await findNews(app.db, existing.id))!;
      if (backToReview) await tellAdminsOfResubmission(app, updated);
      return presentNewsRow(app.db, updated);
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
      const existing = await loadOwned(request, request.params.id, 'deleteNews');
      const photos = (await photosOf(app.db, [existing.id])).get(existing.id) ?? [];
      const mediaIds = [...photos.map((photo) => photo.media_id), ...(existing.thumbnail_media_id ? [existing.thumbnail_media_id] : [])];
      // The search index forgets it by a trigger.
      await deleteNews(app.db, existing.id);
      app.publicCache.invalidate(storyChanged(existing.id));
      await discardUnusedMedia(app, mediaIds);
      return reply.code(204).send(null);
    },
  );
};
