/**
 * The public addresses both sides write: the pages the server renders and links to (feed, sitemap, previews)
 * and the web app routes, and the stored images' files.
 */

export const categoryPage = {
  path: '/category/:category',
  href: (slug: string) => `/category/${encodeURIComponent(slug)}`,
} as const;

export const articlePage = {
  path: '/view-news/:id',
  href: (id: string) => `/view-news/${encodeURIComponent(id)}`,
} as const;

/** One stored image at one of its widths, e.g. `/media/{id}/640.webp`. */
export function mediaUrl(id: string, width: number): string {
  return `/media/${id}/${width}.webp`;
}
