import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalMediaStore, type MediaStore } from './media-store.js';

describe('local media store', () => {
  let rootDir: string;
  let store: MediaStore;

  beforeEach(() => {
    rootDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-store-'));
    store = createLocalMediaStore(path.join(rootDir, 'media'));
  });
  afterEach(() => fs.rmSync(rootDir, { recursive: true, force: true }));

  it('puts a file under its key, creating the folders, and reads it back', async () => {
    await store.put('ab/abcd-1234/640.webp', Buffer.from('image bytes'), 'image/webp');

    expect(fs.readFileSync(path.join(rootDir, 'media', 'ab', 'abcd-1234', '640.webp'), 'utf8')).toBe('image bytes');
    const stream = await store.get('ab/abcd-1234/640.webp');
    expect(stream).not.toBeNull();
    expect(await text(stream!)).toBe('image bytes');
  });

  it('replaces a file put twice and leaves no partial files behind', async () => {
    await store.put('ab/x/320.webp', Buffer.from('first'), 'image/webp');
    await store.put('ab/x/320.webp', Buffer.from('second'), 'image/webp');
    expect(await text((await store.get('ab/x/320.webp'))!)).toBe('second');
    expect(fs.readdirSync(path.join(rootDir, 'media', 'ab', 'x'))).toEqual(['320.webp']);
  });

  it('answers null for a key with nothing stored', async () => {
    expect(await store.get('ab/missing/640.webp')).toBeNull();
  });

  it('deletes a file and its emptied folder, and ignores files already gone', async () => {
    await store.put('ab/x/320.webp', Buffer.from('a'), 'image/webp');
    await store.put('ab/x/640.webp', Buffer.from('b'), 'image/webp');

    await store.delete('ab/x/320.webp');
    expect(await store.get('ab/x/320.webp')).toBeNull();
    expect(await store.get('ab/x/640.webp')).not.toBeNull();

    await store.delete('ab/x/640.webp');
    expect(fs.existsSync(path.join(rootDir, 'media', 'ab', 'x'))).toBe(false);
    await expect(store.delete('ab/x/640.webp')).resolves.toBeUndefined();
    await expect(store.delete('never/stored.webp')).resolves.toBeUndefined();
  });

  it('lists every key under a folder, at any depth, without puts under way or other folders', async () => {
    await store.put('videos/v1/master.m3u8', Buffer.from('#EXTM3U'), 'application/vnd.apple.mpegurl');
    await store.put('videos/v1/360p/segment-000.ts', Buffer.from('G'), 'video/mp2t');
    await store.put('videos/v10/master.m3u8', Buffer.from('#EXTM3U'), 'application/vnd.apple.mpegurl');
    fs.writeFileSync(path.join(rootDir, 'media', 'videos', 'v1', 'poster.jpg.a1b2c3.partial'), 'half');
    expect(await store.list('videos/v1/')).toEqual(['videos/v1/360p/segment-000.ts', 'videos/v1/master.m3u8']);
    expect(await store.list('videos/none/')).toEqual([]);
    await expect(store.list('videos/v1')).rejects.toThrow(/Invalid media prefix/);
    await expect(store.list('../')).rejects.toThrow(/Invalid media key/);
  });

  it('refuses keys that could reach outside its folder', async () => {
    fs.writeFileSync(path.join(rootDir, 'secret.txt'), 'secret');
    const escapes = [
      '../secret.txt',
      'ab/../../secret.txt',
      '/etc/passwd',
      'ab\\..\\..\\secret.txt',
      '..',
      '',
      'ab//x.webp',
      'ab/./x.webp',
      '.hidden',
    ];
    for (const key of escapes) {
      await expect(store.get(key), key).rejects.toThrow(/Invalid media key/);
      await expect(store.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(/Invalid media key/);
      await expect(store.delete(key), key).rejects.toThrow(/Invalid media key/);
    }
    expect(fs.readFileSync(path.join(rootDir, 'secret.txt'), 'utf8')).toBe('secret');
    expect(fs.readdirSync(rootDir)).toEqual(['secret.txt']);
  });
});
