/**
 * What the site is called and how it looks until an ADMIN says otherwise (the site settings, GET /api/v1/settings):
 * the server answers these for settings never saved, and the web app shows them if the settings cannot be loaded.
 */
import type { SiteSettings } from './schemas/site-settings.js';

/** The name a new installation starts with when SITE_NAME is not set. */
export const DEFAULT_SITE_NAME = 'School Newsroom';

/** The newsroom green the theme was made with (4.7:1 on white). */
export const DEFAULT_ACCENT_COLOR = '#00853f';

export const DEFAULT_FOOTER_TEXT = 'News and videos from our school community';

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  siteName: DEFAULT_SITE_NAME,
  tagline: '',
  logoUrl: null,
  accentColor: DEFAULT_ACCENT_COLOR,
  footerText: DEFAULT_FOOTER_TEXT,
  links: { facebook: null, youtube: null, website: null },
  digestDay: 'monday',
  digestHour: 7,
};

/** A page's title as every page writes it: "{page} · {site name}", or the site name alone. */
export function pageTitle(siteName: string, page?: string): string {
  if (!page) return siteName;
  return siteName ? `${page} · ${siteName}` : page;
}
