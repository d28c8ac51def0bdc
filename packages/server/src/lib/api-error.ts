/** An error that is the client's to fix: the error handler answers it with its status and message. */
import type { FieldError } from './field-error.js';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const badRequest = (message: string, errors?: FieldError[]) => new ApiError(400, message, errors);
