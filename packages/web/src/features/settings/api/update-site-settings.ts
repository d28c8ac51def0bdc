/** PUT /settings (ADMIN): the name, tagline, accent colour, footer text and links, all at once. */
import type { SiteSettings, SiteSettingsBody } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';

export function updateSiteSettings(body: SiteSettingsBody): Promise<SiteSettings> {
  return backOfficeRequest<SiteSettings>('/settings', { method: 'PUT', body });
}
