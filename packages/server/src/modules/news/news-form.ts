/**
 * Reads the multipart news form of SPEC §3 (title, thumbnailUrl file, description, content, category,
 * embedYoutubeUrl, repeated additionalPhotos; on edit existingPhotos; the photos' words in thumbnailDetails and
 * photoDetails), checks SPEC §5's rules, and prepares the images; nothing is stored here, so a rejected form
 * leaves nothing behind.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  mediaIdInUrl,
  NEWS_ADDITIONAL_PHOTOS_MAX,
  newsFormFieldsSchema,
  newsMessages,
  thumbnailOrEmbedMissing,
  type PhotoWords,
} from '@newsroom/shared';
import type { CategoryRow, Database } from '../../db/schema.js';
import { validateFields } from '../../lib/validate.js';
import { badRequest } from '../../lib/api-error.js';
import type { FieldError } from '../../lib/field-error.js';
import { readMultipartForm } from '../../plugins/multipart-form.js';
import { prepareImage, type PreparedImage } from '../../services/media/image-processor.js';
import { findCategoryById, findCategoryByName } from '../categories/categories.repository.js';
import { readPhotoDetails, readThumbnailDetails, type PhotoDetail } from './photo-details.js';
import { readVideoUpload } from '../videos/video-form.js';
import type { FinishedUpload } from '../videos/video-uploads.js';

export interface NewsForm {
  title: string;
  description: string;
  content: string;
  category: CategoryRow;
  embedYoutubeUrl: string | null;
  thumbnail: PreparedImage | null;
  photos: PreparedImage[];
  /** On edit: the media ids of the existing photos to keep; undefined keeps them all. */
  keepPhotoIds?: string[];
  /** The thumbnail's words; undefined when not sent (a kept thumbnail keeps its words, a new one has none). */
  thumbnailWords?: PhotoWords;
  /**
   * Every additional photo in display order with its words; when sent it decides which stored photos stay (and
   * keepPhotoIds is not read). Undefined: kept photos in their order with their words, new ones after, without.
   */
  photoDetails?: PhotoDetail[];
  /** The story's own video (issue 27): a finished upload of the writer, named by `videoUploadId`; none when not sent. */
  videoUpload?: FinishedUpload;
}

/** SPEC's client sends the category's name; its id is accepted too. */
async function resolveCategory(db: Kysely<Database>, value: string): Promise<CategoryRow | undefined> {
  return (await findCategoryById(db, value)) ?? (await findCategoryByName(db, value));
}

/** existingPhotos lists the URLs the editor still shows; their media ids say which photos stay. */
function parseKeptPhotos(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed) && parsed.every((item) => typeof item === 'string')) {
      return parsed.flatMap((url) => mediaIdInUrl(url) ?? []);
    }
  } catch {
    // fall through to the error below
  }
  throw badRequest('existingPhotos must be a JSON list of photo URLs.', [
    { field: 'existingPhotos', message: 'existingPhotos must be a JSON list of photo URLs.' },
  ]);
}

export async function readNewsForm(
  request: FastifyRequest,
  db: Kysely<Database>,
  options: { hasExistingThumbnail: boolean; hasExistingVideo?: boolean },
): Promise<NewsForm> {
  const form = await readMultipartForm(request, {
    files: { thumbnailUrl: { maxCount: 1 }, additionalPhotos: { maxCount: NEWS_ADDITIONAL_PHOTOS_MAX } },
  });
  const thumbnailFile = form.files.thumbnailUrl?.[0];
  const extraErrors: FieldError[] = [];
  const embed = form.fields.embedYoutubeUrl?.trim() || undefined;
  const video = await readVideoUpload(request, db, form.fields.videoUploadId);
  if ('error' in video) extraErrors.push(video.error);
  const hasVideo = Boolean(options.hasExistingVideo) || 'upload' in video;
  if (thumbnailOrEmbedMissing({ hasThumbnail: Boolean(thumbnailFile) || options.hasExistingThumbnail, embedYoutubeUrl: embed, hasVideo })) {
    extraErrors.push({ field: 'thumbnailUrl', message: newsMessages.thumbnailRequired });
  }
  const fields = validateFields(newsFormFieldsSchema, form.fields, extraErrors);
  const category = await resolveCategory(db, fields.category);
  if (!category) throw badRequest(newsMessages.categoryRequired, [{ field: 'category', message: newsMessages.categoryRequired }]);
  const keepPhotoIds = parseKeptPhotos(form.fields.existingPhotos);
  const thumbnailWords = readThumbnailDetails(form.fields.thumbnailDetails);
  const photoDetails = readPhotoDetails(form.fields.photoDetails, form.files.additionalPhotos?.length ?? 0);

  const thumbnail = thumbnailFile ? await prepareImage(thumbnailFile) : null;
  const photos: PreparedImage[] = [];
  // One at a time: each decoded photo can take tens of megabytes.
  for (const file of form.files.additionalPhotos ?? []) photos.push(await prepareImage(file));

  return {
    title: fields.title,
    description: fields.description,
    content: fields.content,
    category,
    embedYoutubeUrl: fields.embedYoutubeUrl ?? null,
    thumbnail,
    photos,
    keepPhotoIds,
    thumbnailWords,
    photoDetails,
    videoUpload: 'upload' in video ? video.upload : undefined,
  };
}
