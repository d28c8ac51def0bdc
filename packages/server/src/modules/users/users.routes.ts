/** User management (ADMIN only): SPEC §7's /user calls with SPEC §5's rules. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createUserBodySchema,
  idParamsSchema,
  pageOf,
  pagingQuerySchema,
  updateUserBodySchema,
  userMessages,
  userSchema,
  userSearchQuerySchema,
} from '@newsroom/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { notFound } from '../../lib/api-error.js';
import { answerList, pageRequest } from '../../lib/paging.js';
import { changeAccount, createAccount, deleteAccount } from './user-accounts.js';
import { presentUser } from './users.presenter.js';
import { findUserById, listUsers } from './users.repository.js';

const errors = errorResponses(400, 401, 403);

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('manageUsers'));

  app.get(
    '/user',
    {
      schema: {
        tags: ['users'],
        summary: 'List users by name',
        querystring: pagingQuerySchema,
        response: { 200: z.union([z.array(userSchema), pageOf(userSchema)]), ...errors },
      },
    },
    async (request, reply) => {
      const paging = pageRequest(request.query);
      const { rows, total } = await listUsers(app.db, '', paging);
      return answerList(request, reply, rows.map(presentUser), total, paging);
    },
  );

  app.get(
    '/user/search',
    {
      schema: {
        tags: ['users'],
        summary: 'Search users by name, username or e-mail; an empty query lists everyone',
        querystring: pagingQuerySchema.extend(userSearchQuerySchema.shape),
        response: { 200: z.union([z.array(userSchema), pageOf(userSchema)]), ...errors },
      },
    },
    async (request, reply) => {
      const paging = pageRequest(request.query);
      const { rows, total } = await listUsers(app.db, request.query.query, paging);
      return answerList(request, reply, rows.map(presentUser), total, paging);
    },
  );

  app.get(
    '/user/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'One user',
        params: idParamsSchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const row = await findUserById(app.db, request.params.id);
      if (!row) throw notFound(userMessages.notFound);
      return presentUser(row);
    },
  );

  app.post(
    '/user',
    {
      schema: {
        tags: ['users'],
        summary: 'Create a user',
        body: createUserBodySchema,
        response: { 201: userSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(presentUser(await createAccount(app, request.body))),
  );

  app.put(
    '/user/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Update a user; the password changes only when one is sent',
        params: idParamsSchema,
        body: updateUserBodySchema,
        response: { 200: userSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const existing = await findUserById(app.db, request.params.id);
      if (!existing) throw notFound(userMessages.notFound);
      return presentUser(await changeAccount(app, existing, request.body));
    },
  );

  app.delete(
    '/user/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete a user',
        params: idParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const existing = await findUserById(app.db, request.params.id);
      if (!existing) throw notFound(userMessages.notFound);
      await deleteAccount(app, existing);
      return reply.code(204).send(null);
    },
  );
};
