/** What an upload may be: the server's multipart limits and the web's photo pickers read the same numbers. */

/** Per file; above it the server answers 413. */
export const UPLOAD_FILE_SIZE_MAX = 10 * 1024 * 1024;

/** The image formats the server turns into display sizes; anything else it refuses (415). */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

/** How many additional photos one story may carry. */
export const NEWS_ADDITIONAL_PHOTOS_MAX = 20;

/** How many photos one contribution may carry. */
export const CONTRIBUTION_PHOTOS_MAX = 10;

export function isUploadImageType(type: string): boolean {
  return (UPLOAD_IMAGE_TYPES as readonly string[]).includes(type);
}
