/**
 * One archive with everything a site is: its rows, table by table as JSON lines (the same on SQLite and PostgreSQL,
 * so a backup of one restores into the other), and its images from the media store (folder or bucket). Restoring
 * puts it into an empty installation of the same version; the search indexes, the tallies and the word list are
 * rebuilt from the rows by the database's own triggers, as for any write.
 *
 * Archive (tar, gzip): `manifest.json` ({format, schema: the last migration, createdAt, tables: {name: rows}}),
 * `tables/<name>.jsonl`, `media/<key>`. Only its owner may read it (0600): it holds every user's e-mail and password
 * hash. The token signing key stays out unless asked for: with it, whoever reads the file could sign in as anyone, and
 * without it a restored site makes a new one, so every session from before the restore ends. The push alerts' VAPID
 * keys go with it, and so do the devices subscribed to alerts: a device subscribed with the old public key, and a
 * restored site with new keys could reach none of them (each reader turns alerts on again).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Kysely } from 'kysely';
import * as tar from 'tar';
import type { Config } from '../config.js';
import { openDatabase } from '../db/connection.js';
import { migrations } from '../db/migrations/index.js';
import { migrateToLatest } from '../db/migrator.js';
import type { Database } from '../db/schema.js';
import { createMediaStore } from '../services/media/configured-store.js';
import { mediaFileKeys } from '../services/media/media-library.js';
import { loadNewsInBulk } from '../services/search/bulk-index.js';
import { VAPID_KEYS_SETTING } from '../services/push/vapid-keys.js';

const FORMAT = 'newsroom-backup-1';

/** The settings rows of the generated token signing key (services/tokens.ts) and the VAPID keys. */
const SECRET_SETTINGS = ['jwt_secret', VAPID_KEYS_SETTING];

export interface BackupOptions {
  /** Keep the token signing key and the VAPID keys in the archive, so sessions and alerts survive a restore (`--with-secrets`). */
  withSecrets?: boolean;
}

/**
 * The tables a site is made of, parents before children, each in an order that keeps its own references (a reply
 * after the comment it answers). Left out, as derived or passing: the search structures and story tallies (rebuilt by
 * triggers), limits, comment pacing, stream tickets, password reset tokens (a restore ends every session anyway) and
 * the mail outbox (what it still held is not sent again from an archive: its reset links would be dead).
 */
const TABLES: readonly { name: keyof Database; order: string; withSecretsOnly?: boolean }[] = [
  { name: 'settings', order: 'key' },
  { name: 'users', order: 'created_at' },
  // Open invitations: their links, already in the invitees' mailboxes, keep working after a restore.
  { name: 'invitations', order: 'created_at' },
  { name: 'categories', order: 'created_at' },
  { name: 'media', order: 'created_at' },
  { name: 'news', order: 'created_at' },
  { name: 'news_photos', order: 'news_id' },
  { name: 'news_revisions', order: 'news_id' },
  { name: 'news_views', order: 'news_id' },
  { name: 'news_daily_views', order: 'news_id' },
  { name: 'comments', order: 'created_at' },
  { name: 'notifications', order: 'created_at' },
  { name: 'contributions', order: 'created_at' },
  { name: 'contribution_photos', order: 'contribution_id' },
  { name: 'revoked_tokens', order: 'expires_at' },
  // The newsletter's list is the school's (issue 26): its subscribers, what was sent and to whom (no mail twice after a restore).
  { name: 'newsletter_subscriptions', order: 'id' },
  { name: 'newsletter_deliveries', order: 'subscription_id' },
  { name: 'newsletters', order: 'id' },
  { name: 'newsletter_digest_deliveries', order: 'newsletter_id' },
  // A story's captions (issue 27) are what its authors wrote; their words reach the search index by triggers again.
  { name: 'video_captions', order: 'news_id' },
  { name: 'push_subscriptions', order: 'created_at', withSecretsOnly: true },
];

const tablesKept = (options: BackupOptions) => TABLES.filter((table) => options.withSecrets || !table.withSecretsOnly);

/** Rows per insert statement: under both databases' limits on bound parameters for any of these tables. */
const INSERT_BATCH = 100;

interface Manifest {
  format: string;
  schema: string;
  createdAt: string;
  tables: Record<string, number>;
}

const latestMigration = () => Object.keys(migrations).sort().at(-1)!;

async function withDatabase<T>(config: Config, run: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const { db } = openDatabase({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    await migrateToLatest(db);
    return await run(db);
  } finally {
    await db.destroy();
  }
}

async function withScratchDir<T>(run: (dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-backup-'));
  try {
    return await run(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes the archive of the site the configuration points at (its database and its media store) to `file`. */
export async function backupSite(config: Config, file: string, options: BackupOptions = {}): Promise<Manifest> {
  return withScratchDir(async (dir) => {
    const manifest: Manifest = { format: FORMAT, schema: latestMigration(), createdAt: new Date().toISOString(), tables: {} };
    const store = await createMediaStore(config);
    fs.mkdirSync(path.join(dir, 'tables'));
    // One read transaction, so the rows agree with each other (a story and its photos).
    const images = await withDatabase(config, (db) =>
      db.transaction().execute(async (trx) => {
        for (const { name, order } of tablesKept(options)) {
          let query = trx
            .selectFrom(name)
            .selectAll()
            .orderBy(order as never);
          if (name === 'settings' && !options.withSecrets) query = query.where('key' as never, 'not in', SECRET_SETTINGS as never);
          const rows = await query.execute();
          fs.writeFileSync(path.join(dir, 'tables', `${name}.jsonl`), rows.map((row) => `${JSON.stringify(row)}\n`).join(''));
          manifest.tables[name] = rows.length;
        }
        return trx.selectFrom('media').select(['id', 'widths']).execute();
      }),
    );
    for (const image of images) {
      for (const key of mediaFileKeys(image.id, image.widths)) {
        const stream = await store.get(key);
        if (!stream) continue; // a file already missing from the store: the backup keeps what there is
        const target = path.join(dir, 'media', ...key.split('/'));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        await pipeline(stream, fs.createWriteStream(target));
      }
    }
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
    // Made the owner's alone before a byte is written (an existing file keeps its mode when opened, hence the chmod).
    fs.writeFileSync(file, '', { mode: 0o600 });
    fs.chmodSync(file, 0o600);
    await tar.create({ gzip: true, file, cwd: dir, portable: true }, [
      'manifest.json',
      'tables',
      ...(fs.existsSync(path.join(dir, 'media')) ? ['media'] : []),
    ]);
    return manifest;
  });
}

export class RestoreRefused extends Error {}

/** Puts the archive in `file` into the empty installation the configuration points at. */
export async function restoreSite(config: Config, file: string): Promise<Manifest> {
  return withScratchDir(async (dir) => {
    if (!fs.existsSync(file)) throw new RestoreRefused(`${file} does not exist.`);
    try {
      await tar.extract({ file, cwd: dir, strict: true });
    } catch (error) {
      throw new RestoreRefused(`${file} could not be read as a backup archive (${(error as Error).message}).`);
    }
    const manifestFile = path.join(dir, 'manifest.json');
    if (!fs.existsSync(manifestFile)) throw new RestoreRefused(`${file} is not a newsroom backup (it has no manifest.json).`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    if (manifest.format !== FORMAT) throw new RestoreRefused(`${file} is a backup in another format (${String(manifest.format)}).`);
    if (manifest.schema !== latestMigration()) {
      throw new RestoreRefused(
        `${file} was made by another version of the app (its database is at ${manifest.schema}, this version's at ${latestMigration()}). Restore it with the version that made it.`,
      );
    }
    const store = await createMediaStore(config);
    await withDatabase(config, async (db) => {
      const [users, news] = await Promise.all([
        db.selectFrom('users').select('id').limit(1).execute(),
        db.selectFrom('news').select('id').limit(1).execute(),
      ]);
      if (users.length > 0 || news.length > 0) {
        throw new RestoreRefused('This installation already has users or stories: restore into an empty one (a new DATA_DIR or database).');
      }
      await loadNewsInBulk(db, () =>
        db.transaction().execute(async (trx) => {
          // Started servers seed the categories; an empty installation may have them already.
          await trx.deleteFrom('categories').execute();
          for (const { name, withSecretsOnly } of TABLES) {
            // An archive made without its secrets has no devices either.
            if (withSecretsOnly && !(name in manifest.tables)) continue;
            const lines = fs
              .readFileSync(path.join(dir, 'tables', `${name}.jsonl`), 'utf8')
              .split('\n')
              .filter(Boolean);
            const rows = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
            for (let start = 0; start < rows.length; start += INSERT_BATCH) {
              await trx
                .insertInto(name)
                .values(rows.slice(start, start + INSERT_BATCH) as never)
                .execute();
            }
          }
        }),
      );
    });
    const mediaDir = path.join(dir, 'media');
    if (fs.existsSync(mediaDir)) {
      for (const entry of fs.readdirSync(mediaDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        await store.put(path.relative(mediaDir, full).split(path.sep).join('/'), fs.readFileSync(full), 'image/webp');
      }
    }
    return manifest;
  });
}
