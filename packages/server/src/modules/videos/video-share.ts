/** A ready video as link previews and the sitemap give it: its master playlist (HLS's type), size and poster. */
import type { VideoRow } from '../../db/schema.js';
import { POSTER_FILE } from '../../services/video/hls-transcoder.js';
import { videoFileUrl } from './video-files.js';

/** The type Open Graph readers and Google's video sitemap know an HLS master playlist by. */
export const HLS_TYPE = 'application/x-mpegURL';

export interface SharedVideo {
  video: { url: string; type: string; width?: number; height?: number };
  poster: { url: string; width?: number; height?: number };
  durationSeconds: number | null;
}

export function sharedVideoOf(row: VideoRow | undefined): SharedVideo | undefined {
  if (!row || row.status !== 'ready') return undefined;
  const size = row.width && row.height ? { width: row.width, height: row.height } : {};
  return {
    video: { url: videoFileUrl(row.id, 'master.m3u8'), type: HLS_TYPE, ...size },
    // The poster is the largest rendition's size, not always the source's: left for the reader to measure.
    poster: { url: videoFileUrl(row.id, POSTER_FILE) },
    durationSeconds: row.duration_seconds,
  };
}
