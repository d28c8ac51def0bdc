/** An error that is the client's to fix: the error handler answers it with its status and message. */
import { isUniqueViolation } from '../db/errors.js';
import type { FieldError } from './field-error.js';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
    /** Headers the answer carries (a 429's Retry-After). */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

/**
 * For `.catch`: two requests that write the same unique value at once both pass the check before it, and the
 * unique index decides; the loser gets the same 409 the check would have given. Any other error goes on.
 */
export const conflictOnDuplicate =
  (message: string) =>
  (error: unknown): never => {
    if (isUniqueViolation(error)) throw conflict(message);
    throw error;
  };
export const forbidden = (message: string) => new ApiError(403, message);
export const badRequest = (message: string, errors?: FieldError[]) => new ApiError(400, message, errors);
