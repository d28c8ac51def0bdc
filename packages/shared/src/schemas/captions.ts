/**
 * A story's caption files as the back office edits them (issue 27): each language's file with its cues, so the
 * editor can change them and upload the result as WebVTT again. Readers get only `videoCaptionSchema` (video.ts).
 */
import { z } from 'zod';
import { videoCaptionSchema } from './video.js';

/** A caption file larger than this is refused: an hour of dense speech is about 100 kB. */
export const CAPTION_FILE_SIZE_MAX = 1024 * 1024;
/** What the upload's file input offers. */
export const CAPTION_FILE_EXTENSIONS = ['.vtt', '.srt'] as const;

export const captionCueSchema = z.object({
  startMs: z.number().int().min(0).describe('when the cue appears, in milliseconds from the start of the video'),
  endMs: z.number().int().min(0).describe('when it goes, after startMs'),
  text: z.string().describe('its lines, joined by a line break, with any WebVTT markup as written'),
});
export type CaptionCue = z.infer<typeof captionCueSchema>;

export const captionFileSchema = videoCaptionSchema.extend({
  cues: z.array(captionCueSchema),
  updatedAt: z.string(),
});
export type CaptionFile = z.infer<typeof captionFileSchema>;

/** The path of one language's WebVTT file: public for a published story, its author's and ADMINs' otherwise. */
export const captionFilePath = (newsId: string, language: string) =>
  `/api/v1/news/${encodeURIComponent(newsId)}/captions/${encodeURIComponent(language)}.vtt`;
