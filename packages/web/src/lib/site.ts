/** The site as its pages name it (the site settings: api/get-site-settings.ts). */
import { pageTitle } from '@newsroom/shared';
import { useSiteSettings } from '../api/get-site-settings';

/** A page's document title, "{page} · {site name}", or the site's name alone. */
export function useSiteTitle(page?: string): string {
  return pageTitle(useSiteSettings().siteName, page);
}
