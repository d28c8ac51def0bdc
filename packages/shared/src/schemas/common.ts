/** Shapes every resource shares: ids in paths, the error body, paging. */
import { z } from 'zod';
import { errorMessages, lengthMessages, pagingMessages, searchMessages } from '../messages.js';

export const ID_MAX_LENGTH = 64;

export const idParamsSchema = z.object({
  id: z.string().min(1, { error: errorMessages.idInvalid }).max(ID_MAX_LENGTH, { error: errorMessages.idInvalid }),
});

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

export const errorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

/** A required text field: trimmed, with the spec's message when empty. */
export function requiredText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: lengthMessages.tooLong(max) });
}

export const PAGE_SIZE_MAX = 100;

/** A whole number from 1 to `max`, with one message for every way it can be wrong. */
const wholeNumber = (message: string, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message }).max(max, { error: message });

/** Optional paging on every list: without page and size the answer is the spec's plain array. */
export const pagingQuerySchema = z.object({
  page: wholeNumber(pagingMessages.page).optional(),
  size: wholeNumber(pagingMessages.size(PAGE_SIZE_MAX), PAGE_SIZE_MAX).optional(),
});
export type PagingQuery = z.infer<typeof pagingQuerySchema>;

/** A free-text search query of at most `max` characters, empty when absent. */
export const searchQuerySchema = (max: number) =>
  z
    .string()
    .max(max, { error: searchMessages.queryTooLong(max) })
    .default('');

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.number().int(), size: z.number().int(), total: z.number().int() });
}
