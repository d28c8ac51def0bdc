/**
 * GET /settings: the site's name, tagline, logo, accent colour, footer and links; public. Every page shows them (the
 * theme, the layouts, the titles), so the call lives outside the features. A page the server rendered carries them
 * (entry-server.tsx loads them for every page); the back office and the login page fetch them as they start.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@newsroom/shared';
import { sharedRequest } from '../lib/api-client';

export const siteSettingsQueryKey = ['site-settings'] as const;

export function getSiteSettings(): Promise<SiteSettings> {
  return sharedRequest<SiteSettings>('/settings');
}

export function siteSettingsQueryOptions() {
  return queryOptions({ queryKey: siteSettingsQueryKey, queryFn: getSiteSettings, staleTime: 60_000 });
}

/** While the settings load, no name rather than a wrong one; the default theme. */
const LOADING: SiteSettings = { ...DEFAULT_SITE_SETTINGS, siteName: '', footerText: '' };

/** The settings; the defaults when they cannot be loaded, so a page still names the site and has its colours. */
export function useSiteSettings(): SiteSettings {
  const { data, isError } = useQuery(siteSettingsQueryOptions());
  return data ?? (isError ? DEFAULT_SITE_SETTINGS : LOADING);
}
