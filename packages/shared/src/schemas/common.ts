/** Shapes every resource shares: ids in paths, the error body, paging. */
import { z } from 'zod';

export const idParamsSchema = z.object({ id: z.string().min(1).max(64) });

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
    .max(max, { error: `Must be ${max} characters or less.` });
}
