/** POST /settings/logo (ADMIN): a new logo image, as multipart; the server processes it as every upload and answers the settings. */
import type { SiteSettings } from '@newsroom/shared';
import { uploadRequest } from '../../../lib/upload-request';

export function uploadSiteLogo(file: File): Promise<SiteSettings> {
  const body = new FormData();
  body.append('logo', file);
  return uploadRequest<SiteSettings>('/settings/logo', { method: 'POST', body });
}
