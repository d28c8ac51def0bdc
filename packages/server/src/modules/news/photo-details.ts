/**
 * The news form's `thumbnailDetails` and `photoDetails` (see shared/schemas/photo-details.ts): the words of each
 * photo and the order of the additional ones, checked against the files of the request and the story's photos.
 */
import type { z } from 'zod';
import {
  mediaIdInUrl,
  newPhotoIndex,
  newPhotoRef,
  noPhotoWords,
  photoDetailsMessages,
  photoDetailsSchema,
  thumbnailDetailsSchema,
  type PhotoWords,
} from '@newsroom/shared';
import { badRequest } from '../../lib/api-error.js';
import type { NewsPhotoEntry, PhotoRow, ThumbnailWordsValues } from './news.repository.js';

/** One additional photo as `photoDetails` places it: a file of this request, or one the story already has. */
export interface PhotoDetail extends PhotoWords {
  source: { kind: 'new'; index: number } | { kind: 'stored'; mediaId: string; url: string };
}

const refused = (field: string, message: string) => badRequest(message, [{ field, message }]);

/** A JSON field read with its schema; every problem is a 400 on that field. */
function readJsonField<T extends z.ZodType>(field: string, text: string, schema: T, malformed: string): z.output<T> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refused(field, malformed);
  }
  const result = schema.safeParse(value);
  if (!result.success) throw refused(field, result.error.issues[0]?.message ?? malformed);
  return result.data;
}

/** `thumbnailDetails`, or undefined when it was not sent. */
export function readThumbnailDetails(text: string | undefined): PhotoWords | undefined {
  if (text === undefined) return undefined;
  const { caption, credit, alt } = readJsonField('thumbnailDetails', text, thumbnailDetailsSchema, photoDetailsMessages.thumbnailMalformed);
  return { caption, credit, alt };
}

/**
 * `photoDetails`, or undefined when it was not sent. Each entry names a different photo, and every one of the
 * request's `newPhotoCount` files is named once; whether a stored photo is the story's own is `arrangePhotos`' to say.
 */
export function readPhotoDetails(text: string | undefined, newPhotoCount: number): PhotoDetail[] | undefined {
  if (text === undefined) return undefined;
  const entries = readJsonField('photoDetails', text, photoDetailsSchema, photoDetailsMessages.photosMalformed);
  const named = new Set<string>();
  const details = entries.map(({ photo, caption, credit, alt }): PhotoDetail => {
    const index = newPhotoIndex(photo);
    const mediaId = index === undefined ? mediaIdInUrl(photo) : undefined;
    if ((index !== undefined && index >= newPhotoCount) || (index === undefined && mediaId === undefined)) {
      throw refused('photoDetails', photoDetailsMessages.unknownPhoto(photo));
    }
    const key = index !== undefined ? newPhotoRef(index) : mediaId!;
    if (named.has(key)) throw refused('photoDetails', photoDetailsMessages.repeatedPhoto(photo));
    named.add(key);
    const source = index !== undefined ? { kind: 'new' as const, index } : { kind: 'stored' as const, mediaId: mediaId!, url: photo };
    return { source, caption, credit, alt };
  });
  for (let index = 0; index < newPhotoCount; index++) {
    if (!named.has(newPhotoRef(index))) throw refused('photoDetails', photoDetailsMessages.missingNewPhoto(newPhotoRef(index)));
  }
  return details;
}

/** The story's additional photos as `photoDetails` lays them out: `stored` are the ones it has, `newMediaIds` the request's files. */
export function arrangePhotos(details: readonly PhotoDetail[], stored: readonly PhotoRow[], newMediaIds: readonly string[]): NewsPhotoEntry[] {
  return details.map(({ source, caption, credit, alt }) => {
    if (source.kind === 'new') return { mediaId: newMediaIds[source.index]!, caption, credit, alt };
    if (!stored.some((photo) => photo.media_id === source.mediaId)) throw refused('photoDetails', photoDetailsMessages.unknownPhoto(source.url));
    return { mediaId: source.mediaId, caption, credit, alt };
  });
}

/**
 * The photos an edit leaves the story: as `photoDetails` lays them out when sent; otherwise the stored photos still
 * listed in existingPhotos (`keepIds`; undefined keeps all), in their order with their words, then the new files.
 */
export function photosAfterEdit(
  details: readonly PhotoDetail[] | undefined,
  keepIds: readonly string[] | undefined,
  stored: readonly PhotoRow[],
  newMediaIds: readonly string[],
): NewsPhotoEntry[] {
  if (details) return arrangePhotos(details, stored, newMediaIds);
  const kept = keepIds ? stored.filter((photo) => keepIds.includes(photo.media_id)) : stored;
  return [
    ...kept.map((photo) => ({ mediaId: photo.media_id, caption: photo.caption, credit: photo.credit, alt: photo.alt })),
    ...newMediaIds.map((mediaId) => ({ mediaId })),
  ];
}

/**
 * The thumbnail's words after an edit, as columns: the ones sent; none for a new thumbnail sent without words (they
 * described the old picture); left out, so kept, when the thumbnail stays and no words were sent.
 */
export function thumbnailWordsAfterEdit(
  sent: PhotoWords | undefined,
  thumbnail: { replaced: boolean; present: boolean },
): Partial<ThumbnailWordsValues> {
  const words = sent ?? (thumbnail.replaced ? noPhotoWords : undefined);
  if (!words) return {};
  const stored = thumbnail.present ? words : noPhotoWords;
  return { thumbnail_caption: stored.caption, thumbnail_credit: stored.credit, thumbnail_alt: stored.alt };
}
