/**
 * Reading and changing the site settings. Every page, the feed, the link previews and GET /settings show them, so
 * they are read through the public cache, and a change forgets everything made with them (the `settings` tag), on
 * this instance and, through plugins/instance-events.ts, on every other: each reader sees the change at once.
 */
import type { FastifyInstance } from 'fastify';
import type { SiteSettings, SiteSettingsValues } from '@newsroom/shared';
import { saveWithImages, discardUnusedMedia } from '../../services/media/stored-media.js';
import { prepareImage, type UploadedFile } from '../../services/media/image-processor.js';
import { cacheTags } from '../../services/public-cache/public-cache.js';
import { presentSiteSettings } from './settings.presenter.js';
import { findLogoMedia, lockSiteSettings, readSiteSettings, replaceLogoMediaId, writeSiteSettings } from './settings.repository.js';

export interface LoadedSiteSettings {
  answer: SiteSettings;
  /** Only this image is served as the logo (settings.routes.ts). */
  logoMediaId: string | null;
}

/** Not an address: no request's cache key (origin and path) can take it. */
const CACHE_KEY = 'site-settings';

export function loadSiteSettings(app: FastifyInstance): Promise<LoadedSiteSettings> {
  return app.publicCache.remember(CACHE_KEY, [cacheTags.settings], async () => {
    const stored = await readSiteSettings(app.db);
    const logo = stored.logoMediaId ? await findLogoMedia(app.db, stored.logoMediaId) : undefined;
    return { answer: presentSiteSettings(stored, logo), logoMediaId: logo?.id ?? null };
  });
}

export async function siteSettingsOf(app: FastifyInstance): Promise<SiteSettings> {
  return (await loadSiteSettings(app)).answer;
}

/** Forgets what was made with the old settings; a replaced logo's files go only then, when no new answer names them. */
async function settingsChanged(app: FastifyInstance, replacedLogo: string | null = null): Promise<SiteSettings> {
  app.publicCache.invalidate([cacheTags.settings]);
  if (replacedLogo) await discardUnusedMedia(app, [replacedLogo]);
  return siteSettingsOf(app);
}

export async function saveSiteSettings(app: FastifyInstance, values: SiteSettingsValues): Promise<SiteSettings> {
  await app.db.transaction().execute(async (trx) => {
    await lockSiteSettings(trx);
    await writeSiteSettings(trx, values);
  });
  return settingsChanged(app);
}

/** Makes the uploaded image (processed as every upload is: checked, re-encoded, sized) the logo, or removes the logo. */
export async function replaceSiteLogo(app: FastifyInstance, file: UploadedFile | null): Promise<SiteSettings> {
  let previous: string | null;
  if (file) {
    const image = await prepareImage(file);
    previous = await saveWithImages(app, [image], async ({ trx }) => {
      await lockSiteSettings(trx);
      return replaceLogoMediaId(trx, image.id);
    });
  } else {
    previous = await app.db.transaction().execute(async (trx) => {
      await lockSiteSettings(trx);
      return replaceLogoMediaId(trx, null);
    });
  }
  return settingsChanged(app, previous);
}
