/**
 * The sitemap's video entries (Google's video extension): a published story with a ready video gets a
 * `<video:video>` with its poster, title, description, master playlist and length. Ready videos are few beside the
 * stories: all read in one query, then matched to the sitemap's stories.
 */
import type { Kysely } from 'kysely';
import type { Database, VideoRow } from '../../db/schema.js';
import { element } from '../syndication/xml.js';
import { sharedVideoOf } from './video-share.js';

type SitemapVideo = VideoRow & { title: string; description: string };

/** Ready videos by story id, with their story's title and description. */
export async function readyVideosForSitemap(db: Kysely<Database>): Promise<Map<string, SitemapVideo>> {
  const rows = await db
    .selectFrom('videos')
    .innerJoin('news', 'news.id', 'videos.news_id')
    .selectAll('videos')
    .select(['news.title', 'news.description'])
    .where('videos.status', '=', 'ready')
    .execute();
  return new Map(rows.map((row) => [row.news_id!, row]));
}

export function videoSitemapEntry(video: SitemapVideo | undefined, origin: string): string {
  const shared = sharedVideoOf(video);
  if (!video || !shared) return '';
  return [
    '<video:video>',
    element('video:thumbnail_loc', origin + shared.poster.url),
    element('video:title', video.title),
    element('video:description', video.description),
    element('video:content_loc', origin + shared.video.url),
    element('video:duration', shared.durationSeconds === null ? undefined : String(Math.max(1, Math.round(shared.durationSeconds)))),
    '</video:video>',
  ].join('');
}
