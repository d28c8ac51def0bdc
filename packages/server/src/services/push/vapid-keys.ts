/**
 * The site's VAPID key pair (RFC 8292), which signs every alert for the push services and which every device subscribes
 * with: made on the first start and kept in the settings, so every instance and every restart use the same pair
 * (new keys would leave every subscribed device unreachable). Backups leave the pair out unless `--with-secrets`.
 */
import webpush from 'web-push';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface VapidKeys {
  /** base64url, the applicationServerKey a device subscribes with. */
  publicKey: string;
  privateKey: string;
}

/** The settings row that holds the pair, as JSON. */
export const VAPID_KEYS_SETTING = 'vapid_keys';

export async function loadVapidKeys(db: Kysely<Database>): Promise<VapidKeys> {
  const made = webpush.generateVAPIDKeys();
  // The first instance to start writes its pair; every other keeps to the one stored.
  await db
    .insertInto('settings')
    .values({ key: VAPID_KEYS_SETTING, value: JSON.stringify({ publicKey: made.publicKey, privateKey: made.privateKey }) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', VAPID_KEYS_SETTING).executeTakeFirstOrThrow();
  return JSON.parse(row.value) as VapidKeys;
}
