/**
 * News revisions: every save of a story keeps its text as it was then (title, description, content, category,
 * embed link), who saved it and when. Photos are not versioned, as WordPress does not version a featured image.
 */
import { z } from 'zod';
import { idParamsSchema } from './common.js';

/** The fields a revision keeps, by the names `changedFields` uses for them. */
export const NEWS_REVISION_FIELDS = ['title', 'description', 'content', 'category', 'embedYoutubeUrl'] as const;
export type NewsRevisionField = (typeof NEWS_REVISION_FIELDS)[number];

/**
 * What `changedFields` holds besides field names: the save that created the item, the state an item had when
 * revisions began to be kept (the migration's backfill), and a restore (`restored from 3`).
 */
export const revisionMarkers = {
  created: 'created',
  imported: 'imported',
  restoredFrom: (number: number) => `restored from ${number}`,
} as const;

/** The revision number a `revisionMarkers.restoredFrom` marker names, or null for any other entry. */
export function restoredFromNumber(marker: string): number | null {
  const match = /^restored from (\d+)$/.exec(marker);
  return match ? Number(match[1]) : null;
}

export const newsRevisionParamsSchema = idParamsSchema.extend({ revisionId: idParamsSchema.shape.id });

export const newsRevisionSummarySchema = z.object({
  id: z.string(),
  number: z.number().int().describe('1 for the first save of the item, then 2, 3, …'),
  editor: z.string().describe('the full name of who saved it, kept when the account is deleted'),
  editorId: z.string().nullable().describe('null once the account is deleted'),
  createdAt: z.string(),
  changedFields: z
    .array(z.string())
    .describe(
      "the fields this save changed (title, description, content, category, embedYoutubeUrl), or ['created'], ['imported'] (kept before revisions existed) or ['restored from N']; empty when a save changed no text",
    ),
});
export type NewsRevisionSummary = z.infer<typeof newsRevisionSummarySchema>;

export const newsRevisionSchema = newsRevisionSummarySchema.extend({
  title: z.string(),
  description: z.string(),
  content: z.string(),
  category: z.string().nullable().describe('the category name, or null when the category was deleted since'),
  categoryId: z.string(),
  embedYoutubeUrl: z.string().nullable(),
});
export type NewsRevision = z.infer<typeof newsRevisionSchema>;
