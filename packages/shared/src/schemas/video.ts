/**
 * A story's own video (issue 27): uploaded over tus to /api/v1/video-uploads, named on the story form by
 * `videoUploadId`, processed in the background into HLS renditions and a poster, with WebVTT captions per language.
 * Story answers carry `video` (null without one).
 */
import { z } from 'zod';

export const VIDEO_STATUSES = ['processing', 'ready', 'failed'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];

/** The languages a caption file may be in; the player labels them in their own language. */
export const CAPTION_LANGUAGES = ['en', 'fil'] as const;
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number];
export const CAPTION_LABELS: Record<CaptionLanguage, string> = { en: 'English', fil: 'Filipino' };

/** The tus endpoint (creation, then PATCH with Upload-Offset; AUTHOR or ADMIN bearer token). */
export const VIDEO_UPLOADS_PATH = '/api/v1/video-uploads';
/** The file types the story form offers and the server takes (checked again by probing the file). */
export const VIDEO_FILE_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
export const VIDEO_FILE_EXTENSIONS = ['.mp4', '.mov', '.webm'] as const;

export const videoCaptionSchema = z.object({
  language: z.enum(CAPTION_LANGUAGES),
  label: z.string().describe('the language, named in itself: English, Filipino'),
  url: z.string().describe('the WebVTT file'),
});
export type VideoCaption = z.infer<typeof videoCaptionSchema>;

export const newsVideoSchema = z.object({
  status: z.enum(VIDEO_STATUSES),
  error: z.string().optional().describe('why processing failed, in words for the writer; only when failed'),
  durationSeconds: z.number().nullable(),
  hlsUrl: z.string().nullable().describe('the master playlist; null until the first rendition is ready'),
  posterUrl: z.string().nullable().describe("a JPEG frame, the largest rendition's size"),
  posterSrcSet: z.string().nullable().describe('the same frame in WebP display sizes, as an <img> srcset; null until ready'),
  previewUrl: z.string().nullable().describe('a few seconds of it, muted (MP4), for a silent preview loop; null until ready'),
  captions: z.array(videoCaptionSchema),
  progress: z.number().int().min(0).max(100).optional().describe('back office only: how far processing has come, in percent'),
  originalUrl: z.string().nullable().optional().describe('ADMIN only: the uploaded file, while it is kept'),
});
export type NewsVideo = z.infer<typeof newsVideoSchema>;

/** POST /api/v1/news/{id}/captions: multipart `file` (WebVTT or SRT) + `language`. */
export const captionLanguageSchema = z.object({ language: z.enum(CAPTION_LANGUAGES) });
