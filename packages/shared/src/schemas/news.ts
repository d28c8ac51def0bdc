/** News: SPEC §3's fields (with its spellings), SPEC §5's content rules, and the list paging envelope. */
import { z } from 'zod';
import { lengthMessages, newsMessages, searchMessages } from '../messages.js';
import { CONTENT_MAX_LENGTH, DESCRIPTION_MAX_LENGTH, REJECTION_REASON_MAX_LENGTH, SEARCH_YEAR_MIN, TITLE_MAX_LENGTH } from '../validations.js';
import { youtubeEmbedUrl } from '../youtube.js';
import { pageOf } from './common.js';
import { newsVideoSchema } from './video.js';

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

/** A story's photo (its thumbnail or an additional photo) with the words its writer gave it. */
export const newsImageSchema = imageViewSchema.extend({
  caption: z.string().nullable(),
  credit: z.string().nullable().describe('who took or owns the photo, shown as "Photo: {credit}"'),
  alt: z.string().nullable().describe("the writer's alt text; when null, readers get the caption, else the story's title"),
});
export type NewsImage = z.infer<typeof newsImageSchema>;

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
  thumbnail: newsImageSchema.nullable(),
  embedYouTubeUrl: z.string().nullable(),
  video: newsVideoSchema.nullable().describe("the story's own video (issue 27); null without one"),
  category: z.string().describe('category name'),
  categoryId: z.string(),
  categorySlug: z.string(),
  description: z.string(),
  content: z.string(),
  author: z.string().describe("the author's full name"),
  authorId: z.string().nullable(),
  additionalPhotos: z.array(z.string()),
  photos: z.array(newsImageSchema).describe('the additional photos, in display order'),
  status: z.enum(NEWS_STATUSES),
  publicationDate: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  summary: z.string().nullable(),
  views: z.number().int(),
  /** Only in back-office answers (public ones never carry it): why the item was last rejected. */
  rejectionReason: z
    .string()
    .nullable()
    .optional()
    .describe('back office only: the reason given when the item was last rejected; null when none was given or it was approved since'),
  /** Only in text search results: the body around the matched words. */
  snippet: searchSnippetSchema.optional(),
});
export type News = z.infer<typeof newsSchema>;

/** GET /search-suggestions: titles of published stories for what is being typed. */
export const searchSuggestionSchema = z.object({ id: z.string(), title: z.string() });
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;
export const SEARCH_SUGGESTIONS_MAX = 8;

/**
 * The most matches a text search counts exactly and lets be paged (PRODUCT "Search totals"): when more match, the
 * total says this many and is not exact, and no page reaches past this many results.
 */
export const SEARCH_TOTAL_MAX = 1000;
/** A page of text search results: `totalIsExact` is false when more than SEARCH_TOTAL_MAX stories match. */
export const newsSearchPageSchema = pageOf(newsSchema).extend({
  totalIsExact: z.boolean().describe(`false when more than ${SEARCH_TOTAL_MAX} stories match: total is then ${SEARCH_TOTAL_MAX}`),
});

/**
 * The month search's month and year (SPEC §5: a year from 2000 to this one), as text or numbers: the server checks
 * its query with it and the public search form its fields. `currentYear` is this year on the school's calendar,
 * asked at each check so a page left open over New Year stays right.
 */
export function monthSearchSchema(currentYear: () => number) {
  const yearRange = () => searchMessages.yearRange(currentYear());
  return z.object({
    month: z.coerce
      .number({ error: searchMessages.monthRange })
      .int({ error: searchMessages.monthRange })
      .min(1, { error: searchMessages.monthRange })
      .max(12, { error: searchMessages.monthRange }),
    year: z.coerce
      .number({ error: yearRange })
      .int({ error: yearRange })
      .refine((year) => year >= SEARCH_YEAR_MIN && year <= currentYear(), { error: yearRange }),
  });
}

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
    .max(TITLE_MAX_LENGTH, { error: lengthMessages.titleTooLong(TITLE_MAX_LENGTH) }),
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
    .max(CONTENT_MAX_LENGTH, { error: lengthMessages.contentTooLong(CONTENT_MAX_LENGTH) }),
  category: z.string({ error: newsMessages.categoryRequired }).trim().min(1, { error: newsMessages.categoryRequired }),
  /** Any YouTube video link; stored as its embed link. */
  embedYoutubeUrl: optionalTrimmed.transform((value, ctx) => {
    if (value === undefined) return undefined;
    const embed = youtubeEmbedUrl(value);
    if (embed === null) {
      ctx.addIssue({ code: 'custom', message: newsMessages.embedInvalid });
      return z.NEVER;
    }
    return embed;
  }),
});
export type NewsFormFields = z.input<typeof newsFormFieldsSchema>;

/**
 * A thumbnail is required unless an embed URL or the story's own video is given (SPEC §5; issue 27: the video's poster
 * stands in); on edit the existing thumbnail and video count.
 */
export function thumbnailOrEmbedMissing(input: { hasThumbnail: boolean; embedYoutubeUrl?: string; hasVideo?: boolean }): boolean {
  return !input.hasThumbnail && !input.embedYoutubeUrl && !input.hasVideo;
}

/** The version of the item the reviewer decided on: when it changed since, the decision is refused. */
const seenUpdatedAt = z.iso
  .datetime({ offset: true, error: newsMessages.updatedAtInvalid })
  .optional()
  .describe('the updatedAt of the item as the reviewer saw it; if it changed since, the answer is 409');

export const decisionBodySchema = z.object({ updatedAt: seenUpdatedAt }).optional().nullable();

/** Why the reviewer rejects the item, told to its author: trimmed, and none when empty. */
const rejectionReason = z
  .string({ error: newsMessages.reasonNotText })
  .trim()
  .max(REJECTION_REASON_MAX_LENGTH, { error: newsMessages.rejectionReasonTooLong })
  .nullish()
  .transform((value) => value || undefined)
  .describe(`optional, at most ${REJECTION_REASON_MAX_LENGTH} characters: told to the author and shown with the item in the back office`);

export const rejectBodySchema = z.object({ updatedAt: seenUpdatedAt, reason: rejectionReason }).optional().nullable();

/** The older reject path reads only the reason (its client sent other things where the body goes). */
export const olderRejectBodySchema = z.object({ reason: rejectionReason });

export const approveBodySchema = z
  .object({
    publicationDate: z.iso.datetime({ offset: true, error: newsMessages.publicationDateInvalid }).optional(),
    updatedAt: seenUpdatedAt,
    breaking: z
      .boolean()
      .optional()
      .describe('ADMIN: alert every device that turned breaking news alerts on, when the story becomes public (now, or at its date)'),
  })
  .optional()
  .nullable();

export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
}

/** A page of search results: the total is exact, or SEARCH_TOTAL_MAX when more match. */
export interface SearchPage<T> extends Page<T> {
  totalIsExact: boolean;
}
