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
import { notFound } from '../../lib/api-error.js';
import { presentCategory } from './categories.presenter.js';
import { findCategoryById, listCategories } from './categories.repository.js';
import { changeCategory, createCategory, removeCategory } from './category-changes.js';
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
        { cacheControl: 'public, no-cache' },
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
      return reply.code(201).send(presentCategory(await createCategory(app, request.body)));
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
      return presentCategory(await changeCategory(app, existing, request.body));
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
      await removeCategory(app, existing);
      return reply.code(204).send(null);
    },
  );
};
