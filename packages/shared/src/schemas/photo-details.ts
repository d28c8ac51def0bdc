/**
 * The words a writer gives a story's photos (a caption, a credit, an alt text) and the order of its additional
 * photos: the news form's multipart fields `thumbnailDetails` and `photoDetails`, each a JSON text.
 */
import { z } from 'zod';
import { photoWordsMessages } from '../messages.js';
import { PHOTO_ALT_MAX_LENGTH, PHOTO_CAPTION_MAX_LENGTH, PHOTO_CREDIT_MAX_LENGTH } from '../validations.js';

/** How `photoDetails` names the N-th (0-based) `additionalPhotos` file of the same request. */
export const newPhotoRef = (index: number): string => `new:${index}`;

/** The index of a `new:N` reference, or undefined when `ref` is not one (then it is an existing photo's URL). */
export function newPhotoIndex(ref: string): number | undefined {
  const match = /^new:(\d{1,4})$/.exec(ref);
  return match ? Number(match[1]) : undefined;
}

export const photoDetailsMessages = {
  thumbnailMalformed: 'thumbnailDetails must be a JSON object such as {"caption": "…", "credit": "…", "alt": "…"}.',
  photosMalformed:
    'photoDetails must be a JSON list, in display order, of objects such as {"photo": "new:0", "caption": "…", "credit": "…", "alt": "…"}.',
  photoMissing: 'Each entry of photoDetails needs "photo": the URL of one of the story\'s photos, or "new:N" for the N-th new file.',
  unknownPhoto: (ref: string) => `photoDetails names a photo this story does not have: ${ref}.`,
  repeatedPhoto: (ref: string) => `photoDetails lists ${ref} more than once.`,
  missingNewPhoto: (ref: string) => `photoDetails must list every new photo, and ${ref} is missing.`,
} as const;

/** Trimmed; empty means none (null). */
const words = (messages: { notText: string; tooLong: (max: number) => string }, max: number) =>
  z
    .string({ error: messages.notText })
    .nullish()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || value.length <= max, { error: messages.tooLong(max) });

const wordsShape = {
  caption: words({ notText: photoWordsMessages.captionNotText, tooLong: photoWordsMessages.captionTooLong }, PHOTO_CAPTION_MAX_LENGTH),
  credit: words({ notText: photoWordsMessages.creditNotText, tooLong: photoWordsMessages.creditTooLong }, PHOTO_CREDIT_MAX_LENGTH),
  alt: words({ notText: photoWordsMessages.altNotText, tooLong: photoWordsMessages.altTooLong }, PHOTO_ALT_MAX_LENGTH),
};

export const photoWordsSchema = z.object(wordsShape);
/** What is stored and answered: each one null when the writer gave none. */
export type PhotoWords = z.output<typeof photoWordsSchema>;
export const noPhotoWords: PhotoWords = { caption: null, credit: null, alt: null };

/** `thumbnailDetails`: the words of the thumbnail, a new one or the one kept. */
export const thumbnailDetailsSchema = z.object(wordsShape, { error: photoDetailsMessages.thumbnailMalformed });
export type ThumbnailDetails = z.input<typeof thumbnailDetailsSchema>;

/** `photoDetails`: every additional photo the story keeps or gets, in display order, with its words. */
export const photoDetailsSchema = z.array(
  z.object(
    {
      ...wordsShape,
      photo: z.string({ error: photoDetailsMessages.photoMissing }).min(1, { error: photoDetailsMessages.photoMissing }),
    },
    { error: photoDetailsMessages.photosMalformed },
  ),
  { error: photoDetailsMessages.photosMalformed },
);
export type PhotoDetails = z.input<typeof photoDetailsSchema>;
