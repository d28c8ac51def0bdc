/** A validation problem tied to one input field, as the error body lists them. */
import type { ZodError } from 'zod';

export interface FieldError {
  field: string;
  message: string;
}

export function fieldErrorsFromZod(error: ZodError): FieldError[] {
  return error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}
