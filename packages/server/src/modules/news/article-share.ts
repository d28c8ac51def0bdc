/** What a shared link to /view-news/{id} previews: a published item's title, description and picture. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SharedPage } from '../../lib/share-tags.js';
import { displayWidth } from '../../services/media/media-library.js';
import { imageFileUrl } from '../../services/media/media-urls.js';
import { findNews, type NewsWithRelations } from './news.repository.js';
import { isOnPublicSite } from '@newsroom/shared';
import { visibilityOf } from './news-visibility.js';
import { sharedVideoOf, type SharedVideo } from '../videos/video-share.js';
import { videoOfNews } from '../videos/videos.repository.js';

const YOUTUBE_ID = /\/embed\/([A-Za-z0-9_-]+)/;

function pictureOf(row: NewsWithRelations, video: SharedVideo | undefined): SharedPage['image'] {
  if (row.thumbnail_media_id && row.thumb_widths && row.thumb_width && row.thumb_height) {
    const width = displayWidth(row.thumb_widths);
    return { url: imageFileUrl(row.thumbnail_media_id, width), width, height: Math.round((row.thumb_height * width) / row.thumb_width) };
  }
  // Our own video: its poster.
  if (video) return video.poster;
  // A video story: YouTube's own still of the video (480×360).
  const videoId = row.embed_youtube_url ? YOUTUBE_ID.exec(row.embed_youtube_url)?.[1] : undefined;
  return videoId ? { url: `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`, width: 480, height: 360 } : undefined;
}

/** The preview of /view-news/{id}, or null for anything not published. */
export async function articleSharedPage(db: Kysely<Database>, id: string): Promise<SharedPage | null> {
  const row = await findNews(db, id);
  if (!row || !isOnPublicSite(visibilityOf(row))) return null;
  const video = sharedVideoOf(await videoOfNews(db, id));
  return {
    type: 'article',
    title: row.title,
    description: row.description,
    image: pictureOf(row, video),
    video: video?.video,
    publishedTime: row.publication_date ?? undefined,
    section: row.category_name,
  };
}
