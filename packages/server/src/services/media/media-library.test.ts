import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it, vi } from 'vitest';
import type { PreparedImage } from './image-processor.js';
import { mediaUrl } from '@newsroom/shared';
import { imageView, MediaLibrary } from './media-library.js';
import type { MediaStore } from './media-store.js';

/** A store in memory; `failPutOn` makes the put of that key fail, `failDeletes` every delete. */
function memoryStore(options: { failPutOn?: string; failDeletes?: boolean } = {}) {
  const files = new Map<string, Buffer>();
  const store: MediaStore = {
    async put(key, data) {
      if (key === options.failPutOn) throw new Error('disk full');
      files.set(key, data);
    },
    async get(key) {
      const data = files.get(key);
      return data ? Readable.from([data]) : null;
    },
    async delete(key) {
      if (options.failDeletes) throw new Error('permission denied');
      files.delete(key);
    },
    async list(prefix) {
      return [...files.keys()].filter((key) => key.startsWith(prefix)).sort();
    },
    async check() {},
  };
  return { store, files };
}

function preparedImage(widths: number[]): PreparedImage {
  return {
    id: randomUUID(),
    width: widths[widths.length - 1],
    height: 100,
    variants: widths.map((width) => ({ width, data: Buffer.from(`pixels ${width}`) })),
  };
}

describe('MediaLibrary files', () => {
  it('stores every variant under a key spread by the id', async () => {
    const { store, files } = memoryStore();
    const image = preparedImage([320, 640]);
    await new MediaLibrary(store).storeFiles([image]);
    expect([...files.keys()].sort()).toEqual([`${image.id.slice(0, 2)}/${image.id}/320.webp`, `${image.id.slice(0, 2)}/${image.id}/640.webp`]);
  });

  it('removes what it wrote when one write fails, and rethrows', async () => {
    const first = preparedImage([320, 640, 1024]);
    const second = preparedImage([320, 640]);
    const { store, files } = memoryStore({ failPutOn: `${second.id.slice(0, 2)}/${second.id}/640.webp` });

    await expect(new MediaLibrary(store).storeFiles([first, second])).rejects.toThrow('disk full');
    expect(files.size).toBe(0);
  });

  it('deletes files of prepared images and of stored rows alike', async () => {
    const { store, files } = memoryStore();
    const library = new MediaLibrary(store);
    const [kept, prepared, stored] = [preparedImage([320]), preparedImage([320, 640]), preparedImage([320, 640, 1024])];
    await library.storeFiles([kept, prepared, stored]);

    await library.deleteFiles([prepared]);
    await library.deleteFiles([{ id: stored.id, widths: [320, 640, 1024] }]);
    expect([...files.keys()]).toEqual([`${kept.id.slice(0, 2)}/${kept.id}/320.webp`]);
  });

  it('never rejects when deleting fails, and logs it instead', async () => {
    const { store } = memoryStore({ failDeletes: true });
    const log = { warn: vi.fn() };
    await expect(new MediaLibrary(store, log).deleteFiles([preparedImage([320, 640])])).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('opens a stored width, and answers null for other widths or malformed ids', async () => {
    const { store } = memoryStore();
    const library = new MediaLibrary(store);
    const image = preparedImage([320]);
    await library.storeFiles([image]);

    expect(await text((await library.open(image.id, 320))!)).toBe('pixels 320');
    expect(await library.open(image.id, 640)).toBeNull();
    expect(await library.open('../../etc/passwd', 320)).toBeNull();
    expect(await library.open(image.id, 0)).toBeNull();
  });
});

describe('imageView', () => {
  const id = '0b6f3f5e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';

  it('shows the largest width up to 1024 and offers every width in srcset', () => {
    expect(imageView({ id, width: 1600, height: 1200, widths: '320,640,1024,1600' })).toEqual({
      url: `/media/${id}/1024.webp`,
      srcset: `/media/${id}/320.webp 320w, /media/${id}/640.webp 640w, /media/${id}/1024.webp 1024w, /media/${id}/1600.webp 1600w`,
      width: 1600,
      height: 1200,
    });
  });

  it('shows the largest width of a smaller image', () => {
    expect(imageView({ id, width: 640, height: 480, widths: [640, 320] })).toMatchObject({
      url: `/media/${id}/640.webp`,
      srcset: `/media/${id}/320.webp 320w, /media/${id}/640.webp 640w`,
    });
    expect(imageView({ id, width: 100, height: 50, widths: '100' })).toMatchObject({
      url: `/media/${id}/100.webp`,
      srcset: `/media/${id}/100.webp 100w`,
    });
  });

  it('falls back to the smallest width when none is 1024 or less', () => {
    expect(imageView({ id, width: 2000, height: 1000, widths: '2000,1600' }).url).toBe(`/media/${id}/1600.webp`);
  });

  it('builds one URL per stored width', () => {
    expect(mediaUrl(id, 640)).toBe(`/media/${id}/640.webp`);
  });
});
