/** User management (ADMIN only): SPEC §7's /user calls with SPEC §5's rules. */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createUserBodySchema,
  errorResponseSchema,
  idParamsSchema,
  pageOf,
  pagingQuerySchema,
  updateUserBodySchema,
  userMessages,
  userSchema,
  userSearchQuerySchema,
} from '@newsroom/shared';
import { conflict, notFound } from '../../lib/api-error.js';
import { answerList, pageRequest } from '../../lib/paging.js';
import { isUniqueViolation } from '../../db/errors.js';
import { hashPassword } from '../../services/passwords.js';
import { presentUser } from './users.presenter.js';
import {
  changeKeepingAnAdmin,
  deleteUser,
  findUserById,
  findUserByUsername,
  insertUser,
  listUsers,
  updateUser,
} from './users.repository.js';
import { cacheTags } from '../../services/public-cache/public-cache.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema };

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authorize('manageUsers'));

  async function ensureUsernameFree(username: string, exceptId?: string) {
    const existing = await findUserByUsername(app.db, username);
    if (existing && existing.id !== exceptId) throw conflict(userMessages.usernameTaken);
  }

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
        response: { 200: userSchema, 404: errorResponseSchema, ...errors },
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
        response: { 201: userSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { password, role, ...values } = request.body;
      await ensureUsernameFree(values.username);
      try {
        const row = await insertUser(app.db, { ...values, role: role[0], passwordHash: await hashPassword(password) });
        return reply.code(201).send(presentUser(row));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(userMessages.usernameTaken);
        throw error;
      }
    },
  );

  app.put(
    '/user/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Update a user; the password changes only when one is sent',
        params: idParamsSchema,
        body: updateUserBodySchema,
        response: { 200: userSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const existing = await findUserById(app.db, request.params.id);
      if (!existing) throw notFound(userMessages.notFound);
      const { password, role, ...values } = request.body;
      await ensureUsernameFree(values.username, existing.id);
      const passwordHash = password ? await hashPassword(password) : undefined;
      const update = (db: typeof app.db) => updateUser(db, existing.id, { ...values, role: role[0], passwordHash });
      try {
        const demotion = existing.role === 'ADMIN' && role[0] !== 'ADMIN';
        if (!demotion) await update(app.db);
        else if (!(await changeKeepingAnAdmin(app.db, existing.id, update))) throw conflict(userMessages.lastAdmin);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(userMessages.usernameTaken);
        throw error;
      }
      // A new password or role ended the user's sessions (users.repository): close what they hold open.
      if (passwordHash || existing.role !== role[0]) app.sessionEvents.emit('user', existing.id);
      return presentUser((await findUserById(app.db, existing.id))!);
    },
  );

  app.delete(
    '/user/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete a user',
        params: idParamsSchema,
        response: { 204: z.null(), 404: errorResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const existing = await findUserById(app.db, request.params.id);
      if (!existing) throw notFound(userMessages.notFound);
      const remove = (db: typeof app.db) => deleteUser(db, existing.id);
      if (existing.role !== 'ADMIN') await remove(app.db);
      else if (!(await changeKeepingAnAdmin(app.db, existing.id, remove))) throw conflict(userMessages.lastAdmin);
      app.sessionEvents.emit('user', existing.id);
      // Their stories stay, no longer linked to an account.
      app.publicCache.invalidate([cacheTags.everything]);
      return reply.code(204).send(null);
    },
  );
};
