/** What a news item looks like to the API: SPEC §3's names, media as URLs, never raw rows (news-with-photos.ts adds a list's photos). */
import type { News, NewsImage, NewsVideo } from '@newsroom/shared';
import { imageView } from '../../services/media/media-library.js';
import type { NewsWithRelations, PhotoRow } from './news.repository.js';

export function thumbnailOf(row: NewsWithRelations): NewsImage | null {
  if (!row.thumbnail_media_id || row.thumb_width === null || row.thumb_height === null || row.thumb_widths === null) return null;
  return {
    ...imageView({ id: row.thumbnail_media_id, width: row.thumb_width, height: row.thumb_height, widths: row.thumb_widths }),
    caption: row.thumbnail_caption,
    credit: row.thumbnail_credit,
    alt: row.thumbnail_alt,
  };
}

/**
 * Who reads the answer: the back office also gets what only its people may know (why an item was rejected);
 * public answers (and the public cache) never carry it.
 */
export type NewsAudience = 'public' | 'backOffice';

export function presentNews(row: NewsWithRelations, photos: PhotoRow[], audience: NewsAudience = 'public', video: NewsVideo | null = null): News {
  const thumbnail = thumbnailOf(row);
  const photoViews = photos.map((photo): NewsImage => ({
    ...imageView({ id: photo.media_id, width: photo.width, height: photo.height, widths: photo.widths }),
    caption: photo.caption,
    credit: photo.credit,
    alt: photo.alt,
  }));
  return {
    id: row.id,
    title: row.title,
    thumbnailUrl: thumbnail?.url ?? null,
    thumbnail,
    embedYouTubeUrl: row.embed_youtube_url,
    video,
    category: row.category_name,
    categoryId: row.category_id,
    categorySlug: row.category_slug,
    description: row.description,
    content: row.content,
    author: row.author_name,
    authorId: row.author_id,
    additionalPhotos: photoViews.map((photo) => photo.url),
    photos: photoViews,
    status: row.status,
    publicationDate: row.publication_date,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    summary: row.summary,
    views: row.views,
    ...(audience === 'backOffice' ? { rejectionReason: row.rejection_reason } : {}),
  };
}
