/**
 * Where a video's files live in the media store (`videos/<videoId>/master.m3u8`, `.../360p/segment-000.ts`,
 * `.../poster.jpg`, `.../poster-640.webp`, `.../preview.mp4`), the address the site serves each from (`/media/videos/<videoId>/<file>`), and its content type.
 */
const VIDEO_FILE = /^(?:[0-9]{3,4}p\/)?[A-Za-z0-9][A-Za-z0-9._-]*\.(m3u8|ts|m4s|mp4|jpg|webp)$/;

const CONTENT_TYPES: Record<string, string> = {
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/mp4',
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  vtt: 'text/vtt',
};

export const VIDEO_MEDIA_PREFIX = '/media/videos';

export function videoFileKey(videoId: string, file: string): string {
  return `videos/${videoId}/${file}`;
}

/** A file path a request may name (a rendition's folder at most, no `..`), or null. */
export function isVideoFile(file: string): boolean {
  return VIDEO_FILE.test(file) && !file.includes('..');
}

export function contentTypeOfVideoFile(file: string): string {
  return CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}

export function videoFileUrl(videoId: string, file: string): string {
  return `${VIDEO_MEDIA_PREFIX}/${videoId}/${file}`;
}
