/** Where image and video files live: one small key-value interface, so a local folder or object storage can hold them. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface MediaStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under this key. */
  get(key: string): Promise<NodeJS.ReadableStream | null>;
  /** Succeeds when nothing is stored under the key, so cleanups can be repeated. */
  delete(key: string): Promise<void>;
  /**
   * Every key stored under a folder (`videos/<id>/`, ending in `/`), sorted: for a backup, which must take a video's
   * files as they are rather than as one version of the code names them.
   */
  list(prefix: string): Promise<string[]>;
  /** Throws unless the store can take files now (for GET /api/v1/ready). */
  check(): Promise<void>;
}

const KEY_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/** Files under rootDir, one per key (`ab/<id>/640.webp`). */
export function createLocalMediaStore(rootDir: string): MediaStore {
  const root = path.resolve(rootDir);

  /** The key's file, refusing any key that could point outside the root (`..`, absolute paths, backslashes). */
  function fileFor(key: string): string {
    const segments = key.split('/');
    if (!segments.every((segment) => KEY_SEGMENT.test(segment) && !segment.includes('..'))) {
      throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
    }
    const file = path.resolve(root, ...segments);
    if (!file.startsWith(root + path.sep)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
    return file;
  }

  return {
    async put(key, data) {
      const file = fileFor(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file, and files are served as immutable.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await fs.writeFile(partial, data);
        await fs.rename(partial, file);
      } catch (error) {
        await fs.rm(partial, { force: true });
        throw error;
      }
    },

    async get(key) {
      try {
        // Opening first turns a missing file into null here rather than into a stream error mid-response.
        const handle = await fs.open(fileFor(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async list(prefix) {
      if (!prefix.endsWith('/')) throw new Error(`Invalid media prefix: ${JSON.stringify(prefix)}`);
      const folder = path.dirname(fileFor(`${prefix}x`));
      let entries;
      try {
        entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      return (
        entries
          // A `.partial` file is a put still under way (or one that died): not stored yet.
          .filter((entry) => entry.isFile() && !entry.name.endsWith('.partial'))
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
          .sort()
      );
    },

    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },

    async delete(key) {
      const file = fileFor(key);
      await fs.rm(file, { force: true });
      // Each image has its own folder; drop it once empty so deleted images leave nothing behind.
      const folder = path.dirname(file);
      if (folder !== root) await fs.rmdir(folder).catch(() => {});
    },
  };
}
