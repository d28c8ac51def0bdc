/**
 * Where an image file lives in the store (its key) and where the site's answers point for it: the same-origin
 * `/media/{id}/{width}.webp`, which the app serves and guards, or, with MEDIA_PUBLIC_URL, that address followed by the
 * store's key (a public bucket, or a CDN in front of it). The address is set once as the app starts (plugins/media.ts):
 * the presenters that write image addresses are plain functions called from many places.
 */
import { mediaUrl } from '@newsroom/shared';

let publicBase: string | undefined;

/** Spread over folders named by the id's first two characters, so no folder grows to thousands of entries. */
export function mediaKey(id: string, width: number): string {
  return `${id.slice(0, 2)}/${id}/${width}.webp`;
}

/** Called as the app starts: MEDIA_PUBLIC_URL, or undefined for same-origin addresses. */
export function useMediaPublicUrl(base: string | undefined): void {
  publicBase = base;
}

/** The address of one stored width of an image, as the site's answers give it. */
export function imageFileUrl(id: string, width: number): string {
  return publicBase ? `${publicBase}/${mediaKey(id, width)}` : mediaUrl(id, width);
}
