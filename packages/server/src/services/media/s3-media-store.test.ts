import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { startS3Server, type TestS3Server } from '../../../test/helpers/s3-server.js';
import type { MediaStore } from './media-store.js';
import { createS3MediaStore } from './s3-media-store.js';

describe('S3 media store (against s3rver)', () => {
  let s3: TestS3Server;
  let store: MediaStore;
  const optionsFor = (bucket: string) => ({
    bucket,
    endpoint: s3.env.S3_ENDPOINT,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });

  beforeAll(async () => {
    s3 = await startS3Server();
    store = createS3MediaStore(optionsFor(s3.bucket));
  });
  afterAll(() => s3.stop());

  it('puts a file under its key and reads the same bytes back', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, ...Buffer.from('image bytes')]);
    await store.put('ab/abcd-1234/640.webp', bytes, 'image/webp');
    expect(s3.keys()).toContain('ab/abcd-1234/640.webp');
    const stream = await store.get('ab/abcd-1234/640.webp');
    expect(stream).not.toBeNull();
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(Buffer.from(chunk as Buffer));
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
  });

  it('replaces a file put twice', async () => {
    await store.put('ab/x/320.webp', Buffer.from('first'), 'image/webp');
    await store.put('ab/x/320.webp', Buffer.from('second'), 'image/webp');
    expect(await text((await store.get('ab/x/320.webp'))!)).toBe('second');
  });

  it('answers null for a key with nothing stored', async () => {
    expect(await store.get('ab/missing/640.webp')).toBeNull();
  });

  it('deletes a file, and a delete of nothing succeeds', async () => {
    await store.put('cd/y/320.webp', Buffer.from('a'), 'image/webp');
    await store.delete('cd/y/320.webp');
    expect(await store.get('cd/y/320.webp')).toBeNull();
    expect(s3.keys()).not.toContain('cd/y/320.webp');
    await expect(store.delete('cd/y/320.webp')).resolves.toBeUndefined();
  });

  it('lists every key under a folder, and no other folder’s', async () => {
    await store.put('videos/v1/360p/segment-000.ts', Buffer.from('G'), 'video/mp2t');
    await store.put('videos/v1/master.m3u8', Buffer.from('#EXTM3U'), 'application/vnd.apple.mpegurl');
    await store.put('videos/v10/master.m3u8', Buffer.from('#EXTM3U'), 'application/vnd.apple.mpegurl');
    expect(await store.list('videos/v1/')).toEqual(['videos/v1/360p/segment-000.ts', 'videos/v1/master.m3u8']);
    expect(await store.list('videos/none/')).toEqual([]);
  });

  // S3 answers 1,000 keys a page and a long video has thousands of segments. s3rver cannot page here (its
  // continuation token is DES, which Node's OpenSSL 3 no longer has), so the pages are S3's answers played back.
  it('follows the listing page after page', async () => {
    const pages = [
      { Contents: [{ Key: 'videos/v1/b.ts' }, { Key: 'videos/v1/a.ts' }], IsTruncated: true, NextContinuationToken: 'page-2' },
      { Contents: [{ Key: 'videos/v1/c.ts' }], IsTruncated: false },
    ];
    const tokens: (string | undefined)[] = [];
    const send = vi.spyOn(S3Client.prototype, 'send').mockImplementation(async (command: unknown) => {
      const input = (command as ListObjectsV2Command).input;
      tokens.push(input.ContinuationToken);
      return pages[tokens.length - 1];
    });
    try {
      expect(await store.list('videos/v1/')).toEqual(['videos/v1/a.ts', 'videos/v1/b.ts', 'videos/v1/c.ts']);
      expect(tokens).toEqual([undefined, 'page-2']);
    } finally {
      send.mockRestore();
    }
  });

  it('passes its check while the bucket answers, and fails it for a bucket that does not exist', async () => {
    await expect(store.check()).resolves.toBeUndefined();
    await expect(createS3MediaStore(optionsFor('no-such-bucket')).check()).rejects.toThrow();
  });
});
