/**
 * Reads the multipart AI content form (SPEC §5: thumbnail file, category, content, repeated additionalPhotos; the
 * photos' words in thumbnailDetails and photoDetails, as on the news form), checks its rules and prepares the images; nothing is stored here, so a refused form leaves nothing behind.
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { aiNewsFormFieldsSchema, aiNewsMessages, NEWS_ADDITIONAL_PHOTOS_MAX, type PhotoWords } from '@newsroom/shared';
import type { CategoryRow, Database } from '../../db/schema.js';
import { badRequest } from '../../lib/api-error.js';
import { validateFields } from '../../lib/validate.js';
import { readMultipartForm } from '../../plugins/multipart-form.js';
import { prepareImage, type PreparedImage } from '../../services/media/image-processor.js';
import { findCategoryById, findCategoryByName } from '../categories/categories.repository.js';
import { readPhotoDetails, readThumbnailDetails, type PhotoDetail } from '../news/photo-details.js';

export interface AiNewsForm {
  content: string;
  category: CategoryRow;
  thumbnail: PreparedImage;
  photos: PreparedImage[];
  thumbnailWords?: PhotoWords;
  photoDetails?: PhotoDetail[];
}

export async function readAiNewsForm(request: FastifyRequest, db: Kysely<Database>): Promise<AiNewsForm> {
  const form = await readMultipartForm(request, {
    files: { thumbnail: { maxCount: 1 }, additionalPhotos: { maxCount: NEWS_ADDITIONAL_PHOTOS_MAX } },
  });
  const thumbnailFile = form.files.thumbnail[0];
  const fields = validateFields(
    aiNewsFormFieldsSchema,
    form.fields,
    thumbnailFile ? [] : [{ field: 'thumbnail', message: aiNewsMessages.thumbnailRequired }],
  );
  // As in the news form, the category is sent by name; its id is accepted too.
  const category = (await findCategoryById(db, fields.category)) ?? (await findCategoryByName(db, fields.category));
  if (!category) throw badRequest(aiNewsMessages.categoryRequired, [{ field: 'category', message: aiNewsMessages.categoryRequired }]);

  const thumbnailWords = readThumbnailDetails(form.fields.thumbnailDetails);
  const photoDetails = readPhotoDetails(form.fields.photoDetails, form.files.additionalPhotos.length);

  const thumbnail = await prepareImage(thumbnailFile!);
  const photos: PreparedImage[] = [];
  // One at a time: each decoded photo can take tens of megabytes.
  for (const file of form.files.additionalPhotos) photos.push(await prepareImage(file));
  return { content: fields.content, category, thumbnail, photos, thumbnailWords, photoDetails };
}
