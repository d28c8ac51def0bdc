/** Categories: SPEC §3's fields and SPEC §5's rules. */
import { z } from 'zod';
import { categoryMessages, lengthMessages } from '../messages.js';
import { DESCRIPTION_MAX_LENGTH, NAME_MAX_LENGTH } from '../validations.js';
import { requiredText } from './common.js';

/**
 * A category name, trimmed. Names are unique by their lower-cased form, which can be longer than the name
 * itself (İ becomes i̇), so the length limit applies to that form.
 */
function categoryName(emptyMessage: string) {
  return z
    .string({ error: categoryMessages.nameRequired })
    .trim()
    .min(1, { error: emptyMessage, abort: true })
    .refine((name) => name.toLowerCase().length <= NAME_MAX_LENGTH, {
      error: lengthMessages.categoryNameTooLong(NAME_MAX_LENGTH),
    });
}

export const categoryBodySchema = z.object({
  name: categoryName(categoryMessages.nameRequired),
  description: requiredText(categoryMessages.descriptionRequired, DESCRIPTION_MAX_LENGTH),
});
export type CategoryBody = z.infer<typeof categoryBodySchema>;

/** Inline edits in the category table send only the name (SPEC §2); the description then stays as it was. */
export const categoryUpdateBodySchema = z.object({
  name: categoryName(categoryMessages.inlineNameEmpty),
  description: requiredText(categoryMessages.descriptionRequired, DESCRIPTION_MAX_LENGTH).optional(),
});
export type CategoryUpdateBody = z.infer<typeof categoryUpdateBodySchema>;

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  slug: z.string().describe('stable URL part used by /category/{slug}'),
});
export type Category = z.infer<typeof categorySchema>;

/**
 * The public URL part of a category: its name with spaces as hyphens (SPEC §2). Characters that would end or
 * break a path segment (/ \ ? # %) become hyphens too, and a name of only dots cannot turn into `.` or `..`.
 */
export function categorySlugBase(name: string): string {
  const slug = name.trim().replace(/[\s/\\?#%]+/g, '-');
  return /^\.{1,2}$/.test(slug) ? slug.replace(/\./g, '-') : slug;
}
