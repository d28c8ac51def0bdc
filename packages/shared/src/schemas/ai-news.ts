/** The AI content form (SPEC §5): category and content are sent; the server drafts the title and description. */
import { z } from 'zod';
import { aiNewsMessages, lengthMessages } from '../messages.js';
import { CONTENT_MAX_LENGTH } from '../validations.js';

/** The text fields of the multipart AI form; the thumbnail (required on create) is a file, checked where it is read. */
export const aiNewsFormFieldsSchema = z.object({
  category: z.string({ error: aiNewsMessages.categoryRequired }).trim().min(1, { error: aiNewsMessages.categoryRequired }),
  content: z
    .string({ error: aiNewsMessages.contentRequired })
    .trim()
    .min(1, { error: aiNewsMessages.contentRequired })
    .max(CONTENT_MAX_LENGTH, { error: lengthMessages.contentTooLong(CONTENT_MAX_LENGTH) }),
});
export type AiNewsFormFields = z.input<typeof aiNewsFormFieldsSchema>;
