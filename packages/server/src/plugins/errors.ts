/**
 * One error shape for every failure: `{statusCode, error, message, errors?}`. A client's mistake gets its
 * 4xx with a readable message; a database that is away a 503 to try again later; anything else is logged and
 * answered with a generic 500.
 */
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorMessages, type ErrorResponse } from '@newsroom/shared';
import { DatabaseBusy, isDatabaseUnavailable } from '../db/errors.js';
import { ApiError } from '../lib/api-error.js';
import type { FieldError } from '../lib/field-error.js';
import { messageIn, requestLanguage } from '../lib/request-language.js';
import { isStorageFull } from '../lib/storage-full.js';
import { WorkCancelled } from '../services/work-pool/admission.js';

/** The message and the field errors come in the caller's language (lib/request-language.ts); `error` stays HTTP's name. */
export function sendError(reply: FastifyReply, statusCode: number, message: string, errors?: FieldError[]) {
  const language = requestLanguage(reply.request);
  const body: ErrorResponse = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message: messageIn(language, message) };
  if (errors && errors.length > 0) body.errors = errors.map((error) => ({ field: error.field, message: messageIn(language, error.message) }));
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/**
 * PostgreSQL's data exceptions (SQLSTATE class 22) come from a value it cannot store, such as a NUL character
 * in text or text longer than its column: bad input, not a fault of the server.
 */
function isDatabaseDataError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && typeof severity === 'string';
}

/**
 * When a client should try again after the database went away: the pool and the instance channel reconnect within
 * a second of its return, and a few seconds between tries keeps a crowd of retrying browsers from adding to a
 * restart's load.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/** A busy pool clears in milliseconds: the shortest wait Retry-After can say. */
const DATABASE_BUSY_RETRY_AFTER_SECONDS = 1;

function fieldFromInstancePath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replace(/\//g, '.');
}

export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      if (error instanceof ApiError) {
        if (error.headers) reply.headers(error.headers);
        return sendError(reply, error.statusCode, error.message, error.errors);
      }

      if (error instanceof WorkCancelled) {
        // The client has gone and its work was dropped: nobody reads this answer (nginx's "client closed request").
        request.log.debug('the client went away before its answer was ready');
        return reply.code(499).send();
      }

      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((issue) => ({
          field: fieldFromInstancePath(issue.instancePath),
          message: issue.message ?? errorMessages.validation,
        }));
        return sendError(reply, 400, errors[0]?.message ?? errorMessages.validation, errors);
      }

      const statusCode = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (statusCode >= 400 && statusCode < 500) {
        // Fastify's own client errors (bad JSON, body too large, unsupported media type, rate limits).
        return sendError(reply, statusCode, error.message || STATUS_CODES[statusCode] || 'Bad Request');
      }
      if (isStorageFull(error)) {
        // Every write path saves all or nothing (files then rows in one transaction, removed again on failure).
        request.log.error({ err: error }, 'storage is full');
        return sendError(reply, 507, errorMessages.storageFull);
      }
      if (error instanceof DatabaseBusy) {
        // Too many requests at once for the database's connections: the reader is told to try again in a moment.
        reply.header('retry-after', String(DATABASE_BUSY_RETRY_AFTER_SECONDS));
        return sendError(reply, 503, errorMessages.busy);
      }
      if (isDatabaseUnavailable(error)) {
        // Neither this request's fault nor a bug: a warning, and the client is told when to try again.
        request.log.warn({ err: error }, 'the database is unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return sendError(reply, 503, errorMessages.databaseUnavailable);
      }
      if (isDatabaseDataError(error)) {
        request.log.warn({ err: error }, 'the database refused a value');
        return sendError(reply, 400, errorMessages.validation);
      }
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, 500, errorMessages.internal);
    });
  },
  { name: 'errors' },
);
