/**
 * The site's stored images: their files (in a MediaStore) and their rows (the `media` table), kept in step,
 * and the URLs pages use to show them.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { nowIso } from '../../lib/ids.js';
import type { MediaStore } from './media-store.js';
import { imageFileUrl, mediaKey } from './media-urls.js';
import type { PreparedImage } from './image-processor.js';
import { oneOf } from '../../db/one-of.js';

export interface StoredImageFiles {
  id: string;
  widths: number[];
}

/** Where failures that must not fail the request (a leftover file) are reported. */
export interface MediaLog {
  warn(details: object, message: string): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The largest width a page shows by default; srcset offers the others. */
const DEFAULT_DISPLAY_WIDTH = 1024;

export const isMediaId = (id: string): boolean => UUID.test(id);

/** The store keys of every stored width of an image. */
export function mediaFileKeys(id: string, widths: string | number[]): string[] {
  return parseWidths(widths).map((width) => mediaKey(id, width));
}

function parseWidths(widths: string | number[]): number[] {
  const list = typeof widths === 'string' ? widths.split(',').map(Number) : [...widths];
  return list.filter((width) => Number.isInteger(width) && width > 0).sort((a, b) => a - b);
}

function filesOf(image: StoredImageFiles | PreparedImage): StoredImageFiles {
  return 'variants' in image ? { id: image.id, widths: image.variants.map((variant) => variant.width) } : image;
}

/** The width a page shows by default: the largest stored width up to DEFAULT_DISPLAY_WIDTH. */
export function displayWidth(storedWidths: string | number[]): number {
  const widths = parseWidths(storedWidths);
  const fitting = widths.filter((width) => width <= DEFAULT_DISPLAY_WIDTH);
  return fitting.length > 0 ? fitting[fitting.length - 1]! : widths[0]!;
}

/** What a page needs for `<img src srcset width height>`; width and height give the aspect ratio. */
export function imageView(media: { id: string; width: number; height: number; widths: string | number[] }): {
  url: string;
  srcset: string;
  width: number;
  height: number;
} {
  const widths = parseWidths(media.widths);
  return {
    url: imageFileUrl(media.id, displayWidth(widths)),
    srcset: widths.map((width) => `${imageFileUrl(media.id, width)} ${width}w`).join(', '),
    width: media.width,
    height: media.height,
  };
}

export class MediaLibrary {
  constructor(
    readonly store: MediaStore,
    private readonly log?: MediaLog,
  ) {}

  /** Throws unless the store can take files now. */
  checkStore(): Promise<void> {
    return this.store.check();
  }

  /** Writes every variant of every image; when one write fails, removes what was written and rethrows. */
  async storeFiles(images: PreparedImage[]): Promise<void> {
    const writes = images.flatMap((image) => image.variants.map((variant) => ({ key: mediaKey(image.id, variant.width), data: variant.data })));
    const results = await Promise.allSettled(writes.map((write) => this.store.put(write.key, write.data, 'image/webp')));
    const failure = results.find((result) => result.status === 'rejected');
    if (!failure) return;
    const written = writes.filter((_write, index) => results[index].status === 'fulfilled');
    await Promise.all(written.map((write) => this.deleteKey(write.key)));
    throw failure.reason;
  }

  /** Adds the images' rows; `db` may be a transaction, so rows and the item using them commit together. */
  async insertRows(db: Kysely<Database>, images: PreparedImage[]): Promise<void> {
    if (images.length === 0) return;
    const createdAt = nowIso();
    await db
      .insertInto('media')
      .values(
        images.map((image) => ({
          id: image.id,
          width: image.width,
          height: image.height,
          widths: image.variants.map((variant) => variant.width).join(','),
          created_at: createdAt,
        })),
      )
      .execute();
  }

  /**
   * Deletes the images' files. Never rejects: it runs in cleanups and after rows are gone, where a leftover
   * file (unlinked, harmless) must not turn a finished request into an error; failures go to the log.
   */
  async deleteFiles(images: StoredImageFiles[] | PreparedImage[]): Promise<void> {
    const keys = images.map(filesOf).flatMap((image) => image.widths.map((width) => mediaKey(image.id, width)));
    await Promise.all(keys.map((key) => this.deleteKey(key)));
  }

  /**
   * Deletes the images' rows, then their files. The files go at once, so inside a transaction that may still
   * roll back, delete the rows there and call deleteFiles after the commit instead.
   */
  async remove(db: Kysely<Database>, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const rows = await db
      .selectFrom('media')
      .select(['id', 'widths'])
      .where(oneOf(db, 'id', ids))
      .execute();
    if (rows.length === 0) return;
    await db
      .deleteFrom('media')
      .where(
        oneOf(
          db,
          'id',
          rows.map((row) => row.id),
        ),
      )
      .execute();
    await this.deleteFiles(rows.map((row) => ({ id: row.id, widths: parseWidths(row.widths) })));
  }

  /** The file of one stored width, or null when there is none. */
  async open(id: string, width: number): Promise<NodeJS.ReadableStream | null> {
    if (!isMediaId(id) || !Number.isInteger(width) || width <= 0) return null;
    return this.store.get(mediaKey(id, width));
  }

  private async deleteKey(key: string): Promise<void> {
    try {
      await this.store.delete(key);
    } catch (error) {
      this.log?.warn({ err: error, key }, 'could not delete a media file');
    }
  }
}
