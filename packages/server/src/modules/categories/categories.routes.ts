/** Categories: anyone reads them, only an ADMIN changes them (SPEC §7, PRODUCT.md). */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryBodySchema,
  categoryMessages,
  categorySchema,
  categoryUpdateBodySchema,
  errorResponseSchema,
  idParamsSchema,
} from '@newsroom/shared';
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

const writeErrors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const publicCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/categories/get-categories',
    { schema: { tags: ['categories'], summary: 'All categories', response: { 200: z.array(categorySchema) } } },
    async (_request, reply) => {
      // Revalidated every time (cheap with the ETag): an ADMIN's new category must show at once, also in the back office.
      reply.header('cache-control', 'public, no-cache');
      return (await listCategories(app.db)).map(presentCategory);
    },
  );

  app.get(
    '/categories/:id',
    {
      schema: {
        tags: ['categories'],
        summary: 'One category',
        params: idParamsSchema,
        response: { 200: categorySchema, 404: errorResponseSchema },
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
      return reply.code(204).send(null);
    },
  );
};
