/**
 * A story's video as answers give it. Readers see it only once ready (one playable whole: the master playlist is
 * published with every rendition, never after the first alone); the back office sees it processing, with its
 * progress, or failed with the reason; ADMINs also get the uploaded file while it is kept.
 */
import type { NewsVideo, VideoCaption } from '@newsroom/shared';
import type { VideoRow } from '../../db/schema.js';
import { POSTER_FILE, posterWebpFile, PREVIEW_FILE } from '../../services/video/hls-transcoder.js';
import { videoFileUrl } from './video-files.js';

export const videoOriginalUrl = (videoId: string) => `/api/v1/videos/${videoId}/original`;

/** The poster's WebP sizes as a srcset (`/media/videos/<id>/poster-320.webp 320w, ...`); null without them. */
function posterSrcSet(row: VideoRow): string | null {
  const widths = row.poster_widths ? (JSON.parse(row.poster_widths) as number[]) : [];
  return widths.length > 0 ? widths.map((width) => `${videoFileUrl(row.id, posterWebpFile(width))} ${width}w`).join(', ') : null;
}

/** `captions`: the story's caption files (kept by the story, so they outlive a video replaced). */
export function presentVideo(
  row: VideoRow | undefined,
  captions: VideoCaption[],
  audience: { backOffice: boolean; admin?: boolean },
): NewsVideo | null {
  if (!row || (!audience.backOffice && row.status !== 'ready')) return null;
  const ready = row.status === 'ready';
  return {
    status: row.status,
    ...(row.status === 'failed' && row.error ? { error: row.error } : {}),
    durationSeconds: row.duration_seconds,
    hlsUrl: ready ? videoFileUrl(row.id, 'master.m3u8') : null,
    posterUrl: ready && row.poster_key ? videoFileUrl(row.id, POSTER_FILE) : null,
    posterSrcSet: ready ? posterSrcSet(row) : null,
    previewUrl: ready && row.preview_key ? videoFileUrl(row.id, PREVIEW_FILE) : null,
    captions,
    ...(audience.backOffice ? { progress: row.progress } : {}),
    ...(audience.admin ? { originalUrl: row.original_key ? videoOriginalUrl(row.id) : null } : {}),
  };
}
