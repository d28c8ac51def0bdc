/** DELETE /settings/logo (ADMIN): no logo; the header then shows the name alone. */
import type { SiteSettings } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';

export function removeSiteLogo(): Promise<SiteSettings> {
  return backOfficeRequest<SiteSettings>('/settings/logo', { method: 'DELETE' });
}
