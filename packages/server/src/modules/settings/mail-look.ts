/**
 * How the school looks in its e-mail: its name and accent colour from the site settings, and its logo as the 192-pixel
 * PNG the app icons are drawn as (mail programs do not all show WebP), every address on PUBLIC_URL.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MailLook } from '../../services/mail/mail-layout.js';
import { manifestOf } from './app-manifest.routes.js';
import { presentSiteSettings } from './settings.presenter.js';
import { findLogoMedia, readSiteSettings } from './settings.repository.js';

/** Read through `db`, which may be the transaction of the change that sends the mail. */
export async function mailLookOf(db: Kysely<Database>, publicUrl: string): Promise<MailLook> {
  const stored = await readSiteSettings(db);
  const logo = stored.logoMediaId ? await findLogoMedia(db, stored.logoMediaId) : undefined;
  const settings = presentSiteSettings(stored, logo);
  const [icon] = manifestOf(settings, logo?.id ?? null).icons;
  return { siteName: settings.siteName, accentColor: settings.accentColor, logoUrl: `${publicUrl}${icon!.src}`, publicUrl };
}
