/** What the site settings look like to the API: the logo as the address of its image, never its media id. */
import type { SiteSettings } from '@newsroom/shared';
import type { MediaRow } from '../../db/schema.js';
import type { StoredSiteSettings } from './settings.repository.js';

/** Where the logo's files are served (settings.routes.ts), by the media id and the width the address names. */
export const LOGO_FILE_PATH = '/api/v1/settings/logo';

/**
 * The smallest stored width (320 pixels, or the image's own width when narrower): a header shows the logo some 40
 * pixels tall, so even a wide logo on a sharp screen needs no more.
 */
function logoUrlOf(logo: Pick<MediaRow, 'id' | 'widths'>): string {
  return `${LOGO_FILE_PATH}/${logo.id}/${Math.min(...logo.widths.split(',').map(Number))}.webp`;
}

export function presentSiteSettings(stored: StoredSiteSettings, logo: Pick<MediaRow, 'id' | 'widths'> | undefined): SiteSettings {
  return {
    siteName: stored.siteName,
    tagline: stored.tagline,
    logoUrl: logo ? logoUrlOf(logo) : null,
    accentColor: stored.accentColor,
    footerText: stored.footerText,
    links: { ...stored.links },
    digestDay: stored.digestDay,
    digestHour: stored.digestHour,
  };
}
