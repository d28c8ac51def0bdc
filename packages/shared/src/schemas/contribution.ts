/** Contributed content: SPEC §3's fields and SPEC §5's contribution form rules, and what the API answers. */
import { z } from 'zod';
import { contributionMessages, lengthMessages } from '../messages.js';
import { CONTENT_MAX_LENGTH, EMAIL_MAX_LENGTH, EMAIL_PATTERN, NAME_MAX_LENGTH } from '../validations.js';
import { findContributionCategory, missingContributionFields } from '../contribution-categories.js';
import { imageViewSchema } from './news.js';

/** Said when the category is not one of SPEC §3's nine (SPEC has no text for it). */
export const contributionCategoryUnknown = 'Please choose one of the contribution categories.';

const requiredContributionText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: lengthMessages.tooLong(max) });

// No check here aborts (`abort: true`): that would also skip the per-field check below.

/**
 * The text fields of the multipart contribution. Besides each field's own rule, every field of the category
 * but Additional Info must have a value in the content; a missing one is reported under its label.
 */
export const contributionFieldsSchema = z
  .object({
    author: requiredContributionText(contributionMessages.nameRequired, NAME_MAX_LENGTH),
    authorEmail: z
      .string({ error: contributionMessages.emailRequired })
      .trim()
      .min(1, { error: contributionMessages.emailRequired })
      .refine((value) => value === '' || (value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value)), {
        error: contributionMessages.emailInvalid,
      }),
    category: z
      .string({ error: contributionMessages.categoryRequired })
      .trim()
      .min(1, { error: contributionMessages.categoryRequired })
      .transform((value, ctx) => {
        const category = findContributionCategory(value);
        if (!category) {
          ctx.addIssue({ code: 'custom', message: contributionCategoryUnknown });
          return z.NEVER;
        }
        return category.name;
      }),
    content: requiredContributionText(contributionMessages.fieldRequired, CONTENT_MAX_LENGTH).transform((value) => value.replace(/\r\n?/g, '\n')),
  })
  .superRefine(
    (input, ctx) => {
      // Runs even when other fields failed, so the form sees every missing field at once.
      const category = typeof input.category === 'string' ? findContributionCategory(input.category) : undefined;
      if (!category) return;
      const content = typeof input.content === 'string' ? input.content : '';
      for (const label of missingContributionFields(category, content)) {
        ctx.addIssue({ code: 'custom', message: contributionMessages.fieldRequired, path: [label] });
      }
    },
    { when: () => true },
  );
export type ContributionFields = z.input<typeof contributionFieldsSchema>;

export const contributionSubmittedSchema = z.object({
  message: z.string().describe(`'${contributionMessages.submitted}'`),
  id: z.string(),
});

export const contributionSchema = z.object({
  id: z.string(),
  author: z.string(),
  authorEmail: z.string(),
  category: z.string(),
  content: z.string().describe('"Label: value" lines'),
  publicationDate: z.string().describe('when it was sent in (shown as Contributed On)'),
  photoCount: z.number().int(),
  draftNewsId: z.string().nullable().describe('the Pending news item made from it, if any'),
});
export type Contribution = z.infer<typeof contributionSchema>;

export const contributionDetailsSchema = contributionSchema.extend({
  additionalPhotos: z.array(z.string()),
  photos: z.array(imageViewSchema),
  fields: z.array(z.object({ label: z.string(), value: z.string() })).describe("the category's fields read from the content"),
});
export type ContributionDetails = z.infer<typeof contributionDetailsSchema>;

export const contributionDraftSchema = z.object({ message: z.string(), newsId: z.string() });
