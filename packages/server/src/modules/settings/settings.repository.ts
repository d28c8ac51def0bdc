/**
 * The site settings, kept as `site.*` rows of the `settings` table (where the signing key and the categories' seeding
 * mark already live): no new table, backups and restores carry them with the rest, and each row is written with an
 * insert-or-update that is safe when several instances write at once. A setting never saved reads as its default.
 */
import { sql, type Kysely } from 'kysely';
import { DEFAULT_SITE_SETTINGS, DIGEST_DAYS, type SiteLinkKind, type SiteSettingsValues } from '@newsroom/shared';
import { isPostgres } from '../../db/dialect.js';
import type { Database, MediaRow } from '../../db/schema.js';

/** The settings as stored: the logo by its media id, the digest's day and hour always known. */
export interface StoredSiteSettings extends Required<SiteSettingsValues> {
  logoMediaId: string | null;
}

type TextSetting = 'siteName' | 'tagline' | 'accentColor' | 'footerText';

const TEXT_KEYS: Record<TextSetting, string> = {
  siteName: 'site.name',
  tagline: 'site.tagline',
  accentColor: 'site.accent_color',
  footerText: 'site.footer_text',
};
const LINK_KEYS: Record<SiteLinkKind, string> = {
  facebook: 'site.link.facebook',
  youtube: 'site.link.youtube',
  website: 'site.link.website',
};
const LOGO_KEY = 'site.logo';
const DIGEST_DAY_KEY = 'site.digest_day';
const DIGEST_HOUR_KEY = 'site.digest_hour';
const ALL_KEYS = [...Object.values(TEXT_KEYS), ...Object.values(LINK_KEYS), LOGO_KEY, DIGEST_DAY_KEY, DIGEST_HOUR_KEY];

async function writeSetting(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

export async function readSiteSettings(db: Kysely<Database>): Promise<StoredSiteSettings> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', ALL_KEYS).execute();
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  const text = (setting: TextSetting) => stored.get(TEXT_KEYS[setting]) ?? DEFAULT_SITE_SETTINGS[setting];
  // An empty value is a link or logo taken away.
  const link = (kind: SiteLinkKind) => stored.get(LINK_KEYS[kind]) || DEFAULT_SITE_SETTINGS.links[kind];
  return {
    siteName: text('siteName'),
    tagline: text('tagline'),
    accentColor: text('accentColor'),
    footerText: text('footerText'),
    links: { facebook: link('facebook'), youtube: link('youtube'), website: link('website') },
    logoMediaId: stored.get(LOGO_KEY) || null,
    digestDay: DIGEST_DAYS.find((day) => day === stored.get(DIGEST_DAY_KEY)) ?? DEFAULT_SITE_SETTINGS.digestDay,
    digestHour: stored.has(DIGEST_HOUR_KEY) ? Number(stored.get(DIGEST_HOUR_KEY)) : DEFAULT_SITE_SETTINGS.digestHour,
  };
}

/**
 * Makes concurrent changes to the settings (from any instance) take turns until the transaction ends, so two saves
 * never interleave their fields and a replaced logo is discarded exactly once. SQLite has one writer at a time anyway.
 */
export async function lockSiteSettings(trx: Kysely<Database>): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext('newsroom:site-settings'))`.execute(trx);
}

/** Writes every setting but the logo; call inside a transaction, so a save is all or nothing. */
export async function writeSiteSettings(trx: Kysely<Database>, values: SiteSettingsValues): Promise<void> {
  for (const setting of Object.keys(TEXT_KEYS) as TextSetting[]) await writeSetting(trx, TEXT_KEYS[setting], values[setting]);
  for (const kind of Object.keys(LINK_KEYS) as SiteLinkKind[]) await writeSetting(trx, LINK_KEYS[kind], values.links[kind] ?? '');
  if (values.digestDay !== undefined) await writeSetting(trx, DIGEST_DAY_KEY, values.digestDay);
  if (values.digestHour !== undefined) await writeSetting(trx, DIGEST_HOUR_KEY, String(values.digestHour));
}

/** Sets (or, with null, clears) the logo; answers the media id it replaced. */
export async function replaceLogoMediaId(trx: Kysely<Database>, mediaId: string | null): Promise<string | null> {
  const previous = await trx.selectFrom('settings').select('value').where('key', '=', LOGO_KEY).executeTakeFirst();
  await writeSetting(trx, LOGO_KEY, mediaId ?? '');
  return previous?.value || null;
}

export function findLogoMedia(db: Kysely<Database>, mediaId: string): Promise<MediaRow | undefined> {
  return db.selectFrom('media').selectAll().where('id', '=', mediaId).executeTakeFirst();
}

/**
 * The first start's name (SITE_NAME): written only when no name is stored, in one statement, so instances starting
 * together on one database neither fail nor overwrite each other, and a name an ADMIN chose later is kept.
 */
export async function seedSiteName(db: Kysely<Database>, siteName: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: TEXT_KEYS.siteName, value: siteName })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}
