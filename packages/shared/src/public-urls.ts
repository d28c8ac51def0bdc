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

/** An author's published stories, by the author's user id. */
export const authorPage = {
  path: '/author/:id',
  href: (id: string) => `/author/${encodeURIComponent(id)}`,
} as const;

/** Back-office pages an e-mail links to; the web app's routes (lib/paths.ts) are these. */
export const deskStoryPage = {
  path: '/read-news/:id',
  href: (id: string) => `/read-news/${encodeURIComponent(id)}`,
} as const;

export const storyRevisionsPage = {
  path: '/news-revisions/:id',
  href: (id: string) => `/news-revisions/${encodeURIComponent(id)}`,
} as const;

export const contributionPage = {
  path: '/ReadContributeContent/:id',
  href: (id: string) => `/ReadContributeContent/${encodeURIComponent(id)}`,
} as const;

/** Where a signed-in user chooses how they get e-mail alerts. */
export const myAccountPage = { path: '/my-account', href: () => '/my-account' } as const;

/** One stored image at one of its widths, e.g. `/media/{id}/640.webp`. */
export function mediaUrl(id: string, width: number): string {
  return `/media/${id}/${width}.webp`;
}

/** A stored image's file name, `{width}.webp`: the width, or undefined for any other name. */
export function mediaFileWidth(file: string): number | undefined {
  const width = /^([1-9]\d{0,4})\.webp$/.exec(file)?.[1];
  return width ? Number(width) : undefined;
}

/**
 * The stored image an address names, or undefined: the site's own (`/media/{id}/640.webp`, relative or absolute) or
 * one under MEDIA_PUBLIC_URL (`{base}/{ab}/{id}/640.webp`, the store's key).
 */
export function mediaIdInUrl(url: string): string | undefined {
  return /\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[1-9]\d{0,4}\.webp(?:[?#]|$)/i.exec(url)?.[1];
}
