/** Categories: anyone reads them, only an ADMIN changes them (SPEC §7, PRODUCT.md). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryBodySchema,
  categoryMessages,
  categorySchema,
  categoryUpdateBodySchema,
  idParamsSchema,
  pageOf,
  pagingQuerySchema,
} from '@newsroom/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { conflict, notFound } from '../../lib/api-error.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import { reindexCategory } from '../../services/search/news-search.js';
import { presentCategory } from './categories.presenter.js';
import {
  deleteCategory,
  findCategoryById,
  findCategoryByName,
  insertCategory,
  listCategories,
  updateCategory,
} from './categories.repository.js';
import { categoryHasContent } from './category-usage.js';
import { answerList, pageRequest } from '../../lib/paging.js';
import { cacheTags } from '../../services/public-cache/public-cache.js';
import { sendPublicAnswer } from '../../services/public-cache/public-answer.js';

const writeErrors = errorResponses(400, 401, 403, 404, 409);

export const publicCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories/get-categories',
    {
      schema: {
        tags: ['categories'],
        summary: 'Categories by name',
        querystring: pagingQuerySchema,
        response: { 200: z.union([z.array(categorySchema), pageOf(categorySchema)]), ...errorResponses(400) },
      },
    },
    async (request, reply) =>
      // Revalidated every time (cheap with the ETag): an ADMIN's new category must show at once, also in the back office.
      sendPublicAnswer(
        request,
        reply,
        [cacheTags.categories],
        async () => {
          const paging = pageRequest(request.query);
          const { rows, total } = await listCategories(app.db, paging);
          return answerList(request, reply, rows.map(presentCategory), total, paging);
        },
        'public, no-cache',
      ),
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        tags: ['categories'],
        summary: 'One category',
        params: idParamsSchema,
        response: { 200: categorySchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await findCategoryById(app.db, request.params.id);
      if (!row) throw notFound(categoryMessages.notFound);
      return presentCategory(row);
    },
  );
};

export const categoryManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('manageCategories'));

  async function ensureNameFree(name: string, exceptId?: string) {
    const holder = await findCategoryByName(app.db, name);
    if (holder && holder.id !== exceptId) throw conflict(categoryMessages.nameExists);
  }

  function rethrowDuplicate(error: unknown): never {
    if (isUniqueViolation(error)) throw conflict(categoryMessages.nameExists);
    throw error;
  }

  app.post(
    '/categories',
    {
      schema: {
        tags: ['categories'],
        summary: 'Create a category',
        body: categoryBodySchema,
        response: { 201: categorySchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      await ensureNameFree(request.body.name);
      const row = await insertCategory(app.db, request.body).catch(rethrowDuplicate);
      app.publicCache.invalidate([cacheTags.categories]);
      return reply.code(201).send(presentCategory(row));
    },
  );

  app.put(
    '/categories/:id',
    {
      schema: {
        tags: ['categories'],
        summary: 'Rename or describe a category (the inline editor sends only the name)',
        params: idParamsSchema,
        body: categoryUpdateBodySchema,
        response: { 200: categorySchema, ...writeErrors },
      },
    },
    async (request) => {
      const existing = await findCategoryById(app.db, request.params.id);
      if (!existing) throw notFound(categoryMessages.notFound);
      await ensureNameFree(request.body.name, existing.id);
      // A renamed category's items must be found under the new name.
      await app.db
        .transaction()
        .execute(async (trx) => {
          await updateCategory(trx, existing, request.body);
          await reindexCategory(trx, existing.id);
        })
        .catch(rethrowDuplicate);
      // Every story shows its category's name.
      app.publicCache.invalidate([cacheTags.everything]);
      return presentCategory((await findCategoryById(app.db, existing.id))!);
    },
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags: ['categories'],
        summary: 'Delete a category that has no content',
        params: idParamsSchema,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      const existing = await findCategoryById(app.db, request.params.id);
      if (!existing) throw notFound(categoryMessages.notFound);
      if (await categoryHasContent(app.db, existing.id)) throw conflict(categoryMessages.hasContent);
      // Content may be filed under it between the check and the delete; the foreign key then says no.
      await deleteCategory(app.db, existing.id).catch((error: unknown) => {
        if (isForeignKeyViolation(error)) throw conflict(categoryMessages.hasContent);
        throw error;
      });
      app.publicCache.invalidate([cacheTags.categories]);
      return reply.code(204).send(null);
    },
  );
};
