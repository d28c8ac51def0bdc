/** Validates input that did not pass through a route schema (multipart forms), with the same 400 body. */
import type { z } from 'zod';
import { errorMessages } from '@newsroom/shared';
import { badRequest } from './api-error.js';
import { fieldErrorsFromZod, type FieldError } from './field-error.js';

export function validateFields<T extends z.ZodType>(schema: T, input: unknown, extraErrors: FieldError[] = []): z.output<T> {
  const result = schema.safeParse(input);
  const errors = [...(result.success ? [] : fieldErrorsFromZod(result.error)), ...extraErrors];
  if (errors.length > 0) throw badRequest(errors[0]?.message ?? errorMessages.validation, errors);
  return (result as z.ZodSafeParseSuccess<z.output<T>>).data;
}
