/** A new item always starts Pending, whichever form wrote it (news, AI, or a contribution's draft). */
import type { FastifyInstance } from 'fastify';
import { noPhotoWords, revisionMarkers, type PhotoWords } from '@newsroom/shared';
import type { NewsRow } from '../../db/schema.js';
import { newId, nowIso } from '../../lib/ids.js';
import { saveWithImages } from '../../services/media/stored-media.js';
import { indexNews } from '../../services/search/news-search.js';
import type { NewsForm } from './news-form.js';
import { findNews, insertNews, replacePhotos, type NewsWithRelations } from './news.repository.js';
import { arrangePhotos } from './photo-details.js';
import { recordRevision } from './revisions.repository.js';
import { markdownText } from '../../lib/markdown-text.js';
import { addStoryVideo } from '../videos/story-video.js';

export interface PendingNewsValues {
  title: string;
  description: string;
  content: string;
  categoryId: string;
  authorId: string;
  /** The byline: usually the writer's full name. */
  authorName: string;
  thumbnailMediaId: string | null;
  /** What the writer said of the thumbnail; none when left out. */
  thumbnailWords?: PhotoWords;
  embedYoutubeUrl: string | null;
}

export function pendingNewsRow(values: PendingNewsValues): NewsRow {
  const now = nowIso();
  // Words without a picture would describe nothing.
  const thumbnailWords = values.thumbnailMediaId ? (values.thumbnailWords ?? noPhotoWords) : noPhotoWords;
  return {
    id: newId(),
    title: values.title,
    description: values.description,
    content: values.content,
    content_text: markdownText(values.content),
    category_id: values.categoryId,
    author_id: values.authorId,
    author_name: values.authorName,
    thumbnail_media_id: values.thumbnailMediaId,
    thumbnail_caption: thumbnailWords.caption,
    thumbnail_credit: thumbnailWords.credit,
    thumbnail_alt: thumbnailWords.alt,
    embed_youtube_url: values.embedYoutubeUrl,
    status: 'Pending',
    publication_date: null,
    summary: null,
    summary_key: null,
    views: 0,
    rejection_reason: null,
    created_at: now,
    updated_at: now,
  };
}

/** Stores a new item with its images and indexes it for search; it waits for review (news.submitted: the admins are told). */
export async function createPendingNews(
  app: FastifyInstance,
  author: { id: string; fullname: string },
  form: Omit<NewsForm, 'keepPhotoIds'>,
): Promise<NewsWithRelations> {
  const row = pendingNewsRow({
    title: form.title,
    description: form.description,
    content: form.content,
    categoryId: form.category.id,
    authorId: author.id,
    authorName: author.fullname,
    thumbnailMediaId: form.thumbnail?.id ?? null,
    thumbnailWords: form.thumbnailWords,
    embedYoutubeUrl: form.embedYoutubeUrl,
  });
  const newMediaIds = form.photos.map((photo) => photo.id);
  const photos = form.photoDetails ? arrangePhotos(form.photoDetails, [], newMediaIds) : newMediaIds.map((mediaId) => ({ mediaId }));
  const images = [...(form.thumbnail ? [form.thumbnail] : []), ...form.photos];
  await saveWithImages(app, images, async (change) => {
    const { trx } = change;
    await insertNews(trx, row);
    await recordRevision(trx, row.id, author, [revisionMarkers.created]);
    await replacePhotos(trx, row.id, photos);
    if (form.videoUpload) await addStoryVideo(trx, row.id, form.videoUpload, author.id);
    await indexNews(trx, row.id);
    change.record({ type: 'news.submitted', news: row, actorId: author.id, resubmitted: false });
  });
  if (form.videoUpload) app.videos.jobs.wake();
  return (await findNews(app.db, row.id))!;
}
