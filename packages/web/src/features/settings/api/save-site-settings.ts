/**
 * The screen's Save: the settings (PUT /settings), then the logo's change if there is one (its own call). The answer
 * becomes the app's settings at once, so the header, the theme and the titles change without a reload.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteSettings, SiteSettingsBody } from '@newsroom/shared';
import { siteSettingsQueryKey } from '../../../api/get-site-settings';
import { removeSiteLogo } from './remove-site-logo';
import { updateSiteSettings } from './update-site-settings';
import { uploadSiteLogo } from './upload-site-logo';

/** What happens to the logo on Save. */
export type LogoChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

export interface SiteSettingsSave {
  values: SiteSettingsBody;
  logo: LogoChange;
}

async function saveSiteSettings({ values, logo }: SiteSettingsSave): Promise<SiteSettings> {
  const saved = await updateSiteSettings(values);
  if (logo.kind === 'replace') return uploadSiteLogo(logo.file);
  if (logo.kind === 'remove') return removeSiteLogo();
  return saved;
}

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteSettings,
    onSuccess: (settings) => queryClient.setQueryData(siteSettingsQueryKey, settings),
    // The settings may have been saved before the logo failed: what the app shows must be read again.
    onError: () => queryClient.invalidateQueries({ queryKey: siteSettingsQueryKey }),
  });
}
