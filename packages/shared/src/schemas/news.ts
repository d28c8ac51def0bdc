/** News: SPEC §3's fields (with its spellings), SPEC §5's content rules, and the list paging envelope. */
import { z } from 'zod';
import { newsMessages } from '../messages.js';
import { CONTENT_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH, YOUTUBE_EMBED_PATTERN } from '../validations.js';

export const NEWS_STATUSES = ['Pending', 'Approved', 'Rejected', 'Archived'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/** An image in the sizes the server made, for `<img src srcset>`. */
export const imageViewSchema = z.object({
  url: z.string(),
  srcset: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageView = z.infer<typeof imageViewSchema>;

/** Part of a story's text around the words a search matched, with where those words are (UTF-16 offsets). */
export const searchSnippetSchema = z.object({
  text: z.string(),
  marks: z.array(z.object({ start: z.number().int(), end: z.number().int() })),
});
export type SearchSnippet = z.infer<typeof searchSnippetSchema>;

export const newsSchema = z.object({
  id: z.string(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  thumbnail: imageViewSchema.nullable(),
  embedYouTubeUrl: z.string().nullable(),
  category: z.string().describe('category name'),
  categoryId: z.string(),
  categorySlug: z.string(),
  description: z.string(),
  content: z.string(),
  author: z.string().describe("the author's full name"),
  authorId: z.string().nullable(),
  additionalPhotos: z.array(z.string()),
  photos: z.array(imageViewSchema),
  status: z.enum(NEWS_STATUSES),
  publicationDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  summary: z.string().nullable(),
  views: z.number().int(),
  /** Only in text search results: the body around the matched words. */
  snippet: searchSnippetSchema.optional(),
});
export type News = z.infer<typeof newsSchema>;

/** GET /search-suggestions: titles of published stories for what is being typed. */
export const searchSuggestionSchema = z.object({ id: z.string(), title: z.string() });
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;
export const SEARCH_SUGGESTIONS_MAX = 8;

const optionalTrimmed = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/**
 * The text fields of the multipart news form. Whether a thumbnail file is present is known only after the
 * upload is read, so the thumbnail-or-embed rule is checked by `checkThumbnailOrEmbed`.
 */
export const newsFormFieldsSchema = z.object({
  title: z
    .string({ error: newsMessages.titleRequired })
    .trim()
    .min(1, { error: newsMessages.titleRequired })
    .max(TITLE_MAX_LENGTH, { error: `Title must be ${TITLE_MAX_LENGTH} characters or less.` }),
  description: z
    .string({ error: newsMessages.descriptionRequired })
    .trim()
    .min(1, { error: newsMessages.descriptionRequired })
    .superRefine((value, ctx) => {
      if (value.length > DESCRIPTION_MAX_LENGTH) ctx.addIssue({ code: 'custom', message: newsMessages.descriptionTooLong(value.length) });
    }),
  content: z
    .string({ error: newsMessages.contentRequired })
    .trim()
    .min(1, { error: newsMessages.contentRequired })
    .max(CONTENT_MAX_LENGTH, { error: `Content must be ${CONTENT_MAX_LENGTH} characters or less.` }),
  category: z.string({ error: newsMessages.categoryRequired }).trim().min(1, { error: newsMessages.categoryRequired }),
  embedYoutubeUrl: optionalTrimmed.refine((value) => value === undefined || YOUTUBE_EMBED_PATTERN.test(value), {
    error: newsMessages.embedInvalid,
  }),
});
export type NewsFormFields = z.input<typeof newsFormFieldsSchema>;

/** A thumbnail is required unless an embed URL is given (SPEC §5); on edit the existing thumbnail counts. */
export function thumbnailOrEmbedMissing(input: { hasThumbnail: boolean; embedYoutubeUrl?: string }): boolean {
  return !input.hasThumbnail && !input.embedYoutubeUrl;
}

/** The version of the item the reviewer decided on: when it changed since, the decision is refused. */
const seenUpdatedAt = z.iso
  .datetime({ offset: true, error: 'updatedAt must be an ISO date and time.' })
  .optional()
  .describe('the updatedAt of the item as the reviewer saw it; if it changed since, the answer is 409');

export const decisionBodySchema = z.object({ updatedAt: seenUpdatedAt }).optional().nullable();

export const approveBodySchema = z
  .object({
    publicationDate: z.iso.datetime({ offset: true, error: 'publicationDate must be an ISO date and time.' }).optional(),
    updatedAt: seenUpdatedAt,
  })
  .optional()
  .nullable();

export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}
