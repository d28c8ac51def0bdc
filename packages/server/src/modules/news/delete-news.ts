/** Deleting an item: the row goes, its cached answers are forgotten, and its images go unless something else uses them. */
import type { FastifyInstance } from 'fastify';
import { discardUnusedMedia } from '../../services/media/stored-media.js';
import { storyChanged } from '../../services/public-cache/public-cache.js';
import { deleteNews, photosOf, type NewsWithRelations } from './news.repository.js';
import { removeVideoFiles } from '../videos/story-video.js';
import { videoOfNews } from '../videos/videos.repository.js';

export async function deleteNewsWithMedia(app: FastifyInstance, existing: NewsWithRelations): Promise<void> {
  const photos = (await photosOf(app.db, [existing.id])).get(existing.id) ?? [];
  const mediaIds = [...photos.map((photo) => photo.media_id), ...(existing.thumbnail_media_id ? [existing.thumbnail_media_id] : [])];
  const video = await videoOfNews(app.db, existing.id);
  // The search index forgets it by a trigger; its video's row goes with it (a cascade), its files just after.
  await deleteNews(app.db, existing.id);
  app.publicCache.invalidate(storyChanged(existing.id));
  await discardUnusedMedia(app, mediaIds);
  if (video) await removeVideoFiles(app, video);
}
