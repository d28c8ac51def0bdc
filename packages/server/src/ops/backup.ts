/**
 * One archive with everything a site is: its rows, table by table as JSON lines (the same on SQLite and PostgreSQL,
 * so a backup of one restores into the other), its images and its videos' files from the media store (folder or
 * bucket), and the videos' kept originals from DATA_DIR/video-uploads. Restoring puts it into an empty installation of
 * the same version; the search indexes, the tallies and the word list are rebuilt from the rows by the database's own
 * triggers, as for any write.
 *
 * Archive (tar, gzip): `manifest.json` ({format, schema: the last migration, createdAt, tables: {name: rows}}),
 * `tables/<name>.jsonl`, `media/<key>` (images, and everything under each video's `videos/<id>/`), `uploads/<id>` and
 * `uploads/<id>.json` (a video's original and tus's record of it). Only its owner may read it (0600): it holds every
 * user's e-mail and password hash. The token signing key stays out unless asked for: with it, whoever reads the file
 * could sign in as anyone, and without it a restored site makes a new one, so every session from before the restore
 * ends. The push alerts' VAPID keys go with it, and so do the devices subscribed to alerts: a device subscribed with
 * the old public key, and a restored site with new keys could reach none of them (each reader turns alerts on again).
 */
import { randomUUID } from 'node:crypto';
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
import { contentTypeOfVideoFile, videoFileKey } from '../modules/videos/video-files.js';
import { VideoUploads } from '../modules/videos/video-uploads.js';
import { createMediaStore } from '../services/media/configured-store.js';
import { mediaFileKeys } from '../services/media/media-library.js';
import { loadNewsInBulk } from '../services/search/bulk-index.js';
import { VAPID_KEYS_SETTING } from '../services/push/vapid-keys.js';

/** Format 2 added the videos: their rows, files and originals. */
const FORMAT = 'newsroom-backup-2';
/** A format-1 archive (same schema, made before backups carried videos) restores as a site without videos. */
const READABLE_FORMATS = ['newsroom-backup-1', FORMAT];

/** The settings rows of the generated token signing key (services/tokens.ts) and the VAPID keys. */
const SECRET_SETTINGS = ['jwt_secret', VAPID_KEYS_SETTING];

export interface BackupOptions {
  /** Keep the token signing key and the VAPID keys in the archive, so sessions and alerts survive a restore (`--with-secrets`). */
  withSecrets?: boolean;
}

/**
 * The tables a site is made of, parents before children, each in an order that keeps its own references (a reply
 * after the comment it answers). Left out, as derived or passing: the search structures and story tallies (rebuilt by
 * triggers), the stories' kept answers (made again as they are read), limits, comment pacing, stream tickets, password reset tokens (a restore ends every session anyway) and
 * the mail outbox (what it still held is not sent again from an archive: its reset links would be dead).
 */
const TABLES: readonly { name: keyof Database; order: string; withSecretsOnly?: boolean; sinceFormat?: string }[] = [
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
  // A story's own video (issue 27). One processing at backup time comes back processing and unclaimed (see restoreSite).
  { name: 'videos', order: 'created_at', sinceFormat: 'newsroom-backup-2' },
  // A story's captions (issue 27) are what its authors wrote; their words reach the search index by triggers again.
  { name: 'video_captions', order: 'news_id' },
  { name: 'push_subscriptions', order: 'created_at', withSecretsOnly: true },
];

const tablesKept = (options: BackupOptions) => TABLES.filter((table) => options.withSecrets || !table.withSecretsOnly);

/** An archive without its secrets has no devices either; one older than a table has none of its rows. */
const mayBeAbsent = (table: (typeof TABLES)[number], manifest: Manifest) =>
  table.withSecretsOnly === true || (table.sinceFormat !== undefined && table.sinceFormat !== manifest.format);

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
    const { images, videos } = await withDatabase(config, (db) =>
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
        return {
          images: await trx.selectFrom('media').select(['id', 'widths']).execute(),
          videos: await trx.selectFrom('videos').select(['id', 'original_key']).execute(),
        };
      }),
    );
    const copyFromStore = async (key: string) => {
      const stream = await store.get(key);
      if (!stream) return; // a file already missing from the store: the backup keeps what there is
      const target = path.join(dir, 'media', ...key.split('/'));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      await pipeline(stream, fs.createWriteStream(target));
    };
    for (const image of images) {
      for (const key of mediaFileKeys(image.id, image.widths)) await copyFromStore(key);
    }
    // Whatever the video's folder holds (playlists, segments, posters, previews): the set of files changes with the
    // transcoder, and a backup must not need to know which version made them.
    for (const video of videos) {
      for (const key of await store.list(videoFileKey(video.id, ''))) await copyFromStore(key);
    }
    const originals = linkOriginals(config, videos);
    try {
      if (originals) fs.symlinkSync(originals, path.join(dir, 'uploads'));
      fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
      // Made the owner's alone before a byte is written (an existing file keeps its mode when opened, hence the chmod).
      fs.writeFileSync(file, '', { mode: 0o600 });
      fs.chmodSync(file, 0o600);
      // `follow`: the originals go in as files, read from their links (never copied first: one may be 2 GB).
      await tar.create({ gzip: true, file, cwd: dir, portable: true, follow: true }, [
        'manifest.json',
        'tables',
        ...(fs.existsSync(path.join(dir, 'media')) ? ['media'] : []),
        ...(originals ? ['uploads'] : []),
      ]);
    } finally {
      if (originals) fs.rmSync(originals, { recursive: true, force: true });
    }
    return manifest;
  });
}

/**
 * Hard links to the videos' kept originals (and tus's record of each), in a folder of their own inside
 * DATA_DIR/video-uploads so the links are on the originals' file system: a story deleted while the archive is written
 * takes its upload away, and the link keeps the file for the archive instead of failing it. Where hard links cannot
 * be made, a symbolic link. Answers the folder, or null when no video has an original.
 */
function linkOriginals(config: Config, videos: { original_key: string | null }[]): string | null {
  const uploads = new VideoUploads(config.dataDir, config.video.maxBytes);
  const kept = videos.flatMap((video) => (video.original_key ? [video.original_key] : []));
  if (kept.length === 0) return null;
  removeStaleLinks(uploads.directory);
  const folder = path.join(uploads.directory, `${LINKS_PREFIX}${randomUUID()}`);
  fs.mkdirSync(folder, { recursive: true });
  for (const key of kept) {
    // Keys are upload ids; one that is not a plain name could point anywhere.
    if (path.basename(key) !== key) continue;
    for (const name of [key, `${key}.json`]) {
      const source = uploads.fileOf(name);
      if (!fs.existsSync(source)) continue; // an original already gone: the restored video names none, as the site does
      try {
        fs.linkSync(source, path.join(folder, name));
      } catch {
        fs.symlinkSync(source, path.join(folder, name));
      }
    }
  }
  return folder;
}

const LINKS_PREFIX = '.backup-';
/** Longer than any backup runs: a links folder this old is one whose backup was killed before it could remove it. */
const STALE_LINKS_MS = 24 * 60 * 60 * 1000;

/** A killed backup's links would hold the disk space of originals deleted since, unseen. */
function removeStaleLinks(directory: string): void {
  const names = fs.existsSync(directory) ? fs.readdirSync(directory) : [];
  for (const name of names.filter((candidate) => candidate.startsWith(LINKS_PREFIX))) {
    const folder = path.join(directory, name);
    if (Date.now() - fs.statSync(folder).mtimeMs > STALE_LINKS_MS) fs.rmSync(folder, { recursive: true, force: true });
  }
}

export class RestoreRefused extends Error {}

const isOriginal = (entry: string) => entry.startsWith('uploads/');

/** What the store is told a file is (S3 serves it so): a video's file by its extension, otherwise an image. */
const contentTypeOfStoredFile = (key: string) => (key.startsWith('videos/') ? contentTypeOfVideoFile(key) : 'image/webp');

/** Puts the archive in `file` into the empty installation the configuration points at. */
export async function restoreSite(config: Config, file: string): Promise<Manifest> {
  return withScratchDir(async (dir) => {
    if (!fs.existsSync(file)) throw new RestoreRefused(`${file} does not exist.`);
    let hasOriginals = false;
    try {
      // The originals are taken out later, straight into DATA_DIR/video-uploads, once the archive is known to be ours.
      await tar.extract({
        file,
        cwd: dir,
        strict: true,
        filter: (entry) => {
          if (!isOriginal(entry)) return true;
          hasOriginals = true;
          return false;
        },
      });
    } catch (error) {
      throw new RestoreRefused(`${file} could not be read as a backup archive (${(error as Error).message}).`);
    }
    const manifestFile = path.join(dir, 'manifest.json');
    if (!fs.existsSync(manifestFile)) throw new RestoreRefused(`${file} is not a newsroom backup (it has no manifest.json).`);
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
    if (!READABLE_FORMATS.includes(manifest.format)) throw new RestoreRefused(`${file} is a backup in another format (${String(manifest.format)}).`);
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
          for (const table of TABLES) {
            const { name } = table;
            if (!(name in manifest.tables) && mayBeAbsent(table, manifest)) continue;
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
          // A video being processed when the backup was taken is restored as if its worker had died: processing,
          // with its original, but free for the next claim at once rather than after a lease of the old site's, and
          // with its tries counted afresh. The job starts again from the original, as after any crash.
          await trx
            .updateTable('videos')
            .set({ claim_id: null, lease_expires_at: null, progress: 0, attempts: 0 })
            .where('status', '=', 'processing')
            .execute();
        }),
      );
    });
    const mediaDir = path.join(dir, 'media');
    if (fs.existsSync(mediaDir)) {
      for (const entry of fs.readdirSync(mediaDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const full = path.join(entry.parentPath, entry.name);
        const key = path.relative(mediaDir, full).split(path.sep).join('/');
        // Read whole: every file in the store is small (an image, a playlist, a poster, a segment of a few seconds),
        // which is what the store's put and the video file route already count on.
        await store.put(key, fs.readFileSync(full), contentTypeOfStoredFile(key));
      }
    }
    if (hasOriginals) {
      const uploads = new VideoUploads(config.dataDir, config.video.maxBytes);
      fs.mkdirSync(uploads.directory, { recursive: true });
      await tar.extract({ file, cwd: uploads.directory, strict: true, strip: 1, filter: isOriginal });
    }
    return manifest;
  });
}
