/**
 * What a writer says about a photo while editing it: the caption under it, who took it (credit), and the alt text
 * read out in its place; each a string, empty for none. The server's side of it is shared/schemas/photo-details.ts.
 */
import { PHOTO_ALT_MAX_LENGTH, PHOTO_CAPTION_MAX_LENGTH, PHOTO_CREDIT_MAX_LENGTH, type PhotoWords } from '@newsroom/shared';

export interface PhotoWordsValues {
  caption: string;
  credit: string;
  alt: string;
}

const names = ['caption', 'credit', 'alt'] as const;

/** The server's limits on each (characters). */
export const PHOTO_WORDS_MAX: Record<keyof PhotoWordsValues, number> = {
  caption: PHOTO_CAPTION_MAX_LENGTH,
  credit: PHOTO_CREDIT_MAX_LENGTH,
  alt: PHOTO_ALT_MAX_LENGTH,
};

export const emptyPhotoWords: PhotoWordsValues = { caption: '', credit: '', alt: '' };

/** A stored photo's words as the server answers them (null for none). */
export function photoWordsFrom(image: Partial<PhotoWords> | null | undefined): PhotoWordsValues {
  return { caption: image?.caption ?? '', credit: image?.credit ?? '', alt: image?.alt ?? '' };
}

/** The words as sent: trimmed, an empty one left out (the server reads a missing one as none). */
export function photoWordsPayload(words: PhotoWordsValues | undefined): Partial<PhotoWordsValues> {
  const payload: Partial<PhotoWordsValues> = {};
  for (const name of names) {
    const value = words?.[name].trim();
    if (value) payload[name] = value;
  }
  return payload;
}

export function hasPhotoWords(words: PhotoWordsValues | undefined): boolean {
  return Object.keys(photoWordsPayload(words)).length > 0;
}

export function samePhotoWords(a: PhotoWordsValues | undefined, b: PhotoWordsValues | undefined): boolean {
  const left = photoWordsPayload(a);
  const right = photoWordsPayload(b);
  return names.every((name) => left[name] === right[name]);
}
