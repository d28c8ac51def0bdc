/** An edit of a stored item: its fields and photos replaced, and, by the shared policy, back to review when due. */
import type { FastifyInstance } from 'fastify';
import { editSendsBackToReview, NEWS_ADDITIONAL_PHOTOS_MAX, uploadMessages, type Actor } from '@newsroom/shared';
import { badRequest } from '../../lib/api-error.js';
import { nowIso } from '../../lib/ids.js';
import type { PreparedImage } from '../../services/media/image-processor.js';
import { discardUnusedMedia, saveWithImages } from '../../services/media/stored-media.js';
import type { Change } from '../../services/changes/change-record.js';
import { indexNews } from '../../services/search/news-search.js';
import type { NewsForm } from './news-form.js';
import {
  findNews,
  photosOf,
  replacePhotos,
  updateNews,
  type NewsValues,
  type NewsWithRelations,
  type ThumbnailWordsValues,
} from './news.repository.js';
import { photosAfterEdit, thumbnailWordsAfterEdit } from './photo-details.js';
import { changedNewsFields } from './revision-changes.js';
import { recordRevision, type RevisionEditor } from './revisions.repository.js';
import { addStoryVideo, removeVideoFiles } from '../videos/story-video.js';
import { deleteVideo, videoOfNews } from '../videos/videos.repository.js';

/**
 * Stores the edit with its new images and photos (see saveStory), then drops the images it no longer uses.
 */
export async function editNews(
  app: FastifyInstance,
  editor: Actor & RevisionEditor,
  existing: NewsWithRelations,
  form: NewsForm,
): Promise<NewsWithRelations> {
  const currentPhotos = (await photosOf(app.db, [existing.id])).get(existing.id) ?? [];
  const photos = photosAfterEdit(
    form.photoDetails,
    form.keepPhotoIds,
    currentPhotos,
    form.photos.map((photo) => photo.id),
  );
  if (photos.length > NEWS_ADDITIONAL_PHOTOS_MAX) {
    const message = uploadMessages.tooManyPhotos(NEWS_ADDITIONAL_PHOTOS_MAX);
    throw badRequest(message, [{ field: 'additionalPhotos', message }]);
  }
  const dropped = currentPhotos.filter((photo) => !photos.some((kept) => kept.mediaId === photo.media_id)).map((photo) => photo.media_id);
  if (form.thumbnail && existing.thumbnail_media_id) dropped.push(existing.thumbnail_media_id);

  const images = [...(form.thumbnail ? [form.thumbnail] : []), ...form.photos];
  const values = {
    title: form.title,
    description: form.description,
    content: form.content,
    category_id: form.category.id,
    embed_youtube_url: form.embedYoutubeUrl,
    thumbnail_media_id: form.thumbnail?.id ?? existing.thumbnail_media_id,
    ...thumbnailWordsAfterEdit(form.thumbnailWords, {
      replaced: form.thumbnail !== null,
      present: (form.thumbnail?.id ?? existing.thumbnail_media_id) !== null,
    }),
  };
  // Every save is a revision, even one that changed no text (photos only, or nothing): it says who saved and when.
  // A new video replaces the story's: the old one's row goes in the edit's change, its files once it is committed.
  const replacedVideo = form.videoUpload ? await videoOfNews(app.db, existing.id) : undefined;
  const updated = await saveStory(app, editor, existing, {
    values,
    changes: changedNewsFields(existing, values),
    images,
    alongside: async ({ trx }) => {
      await replacePhotos(trx, existing.id, photos);
      if (replacedVideo) await deleteVideo(trx, replacedVideo.id);
      if (form.videoUpload) await addStoryVideo(trx, existing.id, form.videoUpload, editor.id);
    },
  });
  await discardUnusedMedia(app, dropped);
  if (replacedVideo) await removeVideoFiles(app, replacedVideo);
  if (form.videoUpload) app.videos.jobs.wake();
  return updated;
}

/**
 * What every save of a story does, an edit or a restore: its values written (back to review by the shared policy),
 * a revision recorded, its words indexed, all in one change with `images` and `alongside`, which says the story was
 * edited and, when it went back to review, that it was submitted again (story-reactions.ts: the cached answers
 * forgotten, the admins told).
 */
export async function saveStory(
  app: FastifyInstance,
  editor: Actor & RevisionEditor,
  existing: NewsWithRelations,
  save: {
    values: NewsValues & Partial<ThumbnailWordsValues>;
    changes: string[];
    images?: PreparedImage[];
    /** More of the change: the photos an edit replaces, what a restore records. */
    alongside?: (change: Change) => Promise<void>;
  },
): Promise<NewsWithRelations> {
  const backToReview = editSendsBackToReview(editor, existing);
  return saveWithImages(app, save.images ?? [], async (change) => {
    const { trx } = change;
    await updateNews(trx, existing.id, { ...save.values, status: backToReview ? 'Pending' : existing.status, updated_at: nowIso() });
    await save.alongside?.(change);
    await recordRevision(trx, existing.id, editor, save.changes);
    await indexNews(trx, existing.id);
    const updated = (await findNews(trx, existing.id))!;
    change.record({ type: 'news.edited', newsId: existing.id });
    if (backToReview) change.record({ type: 'news.submitted', news: updated, actorId: editor.id, resubmitted: true });
    return updated;
  });
}
