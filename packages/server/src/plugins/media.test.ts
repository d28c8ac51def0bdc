import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { bearer, describeEachDatabase } from '../../test/helpers/test-app.js';
import { prepareImage, type PreparedImage } from '../services/media/image-processor.js';

const photo = async (width: number, height: number) =>
  prepareImage({
    fieldname: 'thumbnailUrl',
    filename: 'photo.jpg',
    mimetype: 'image/jpeg',
    data: await sharp({ create: { width, height, channels: 3, background: '#4477aa' } })
      .jpeg()
      .toBuffer(),
  });

const widthsOf = (image: PreparedImage) => image.variants.map((variant) => variant.width);

describeEachDatabase('media', (t) => {
  // The images here belong to no story, so only an ADMIN may load them (media-access.test.ts has who sees what).
  const asAdmin = async () => bearer(await t.adminToken());

  it('serves a stored image from DATA_DIR/media', async () => {
    const image = await photo(700, 500);
    await t.app.media.storeFiles([image]);
    await t.app.media.insertRows(t.app.db, [image]);

    expect(fs.existsSync(path.join(t.config.dataDir, 'media', image.id.slice(0, 2), image.id, '640.webp'))).toBe(true);
    const row = await t.app.db.selectFrom('media').selectAll().where('id', '=', image.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ id: image.id, width: 640, height: 457, widths: '320,640' });

    const response = await t.inject({ method: 'GET', url: `/media/${image.id}/640.webp`, headers: await asAdmin() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.equals(image.variants[1].data)).toBe(true);
  });

  it('answers 404 JSON for a malformed file name, a malformed id, or a width not stored', async () => {
    const image = await photo(400, 300);
    await t.app.media.storeFiles([image]);
    await t.app.media.insertRows(t.app.db, [image]);
    const urls = [
      `/media/${image.id}/320.png`,
      `/media/${image.id}/0320.webp`,
      `/media/${image.id}/..%2F..%2Fnewsroom.sqlite`,
      `/media/${image.id}/640.webp`,
      `/media/not-an-id/320.webp`,
      `/media/..%2F..%2F${image.id}/320.webp`,
    ];
    for (const url of urls) {
      const response = await t.inject({ method: 'GET', url, headers: await asAdmin() });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
  });

  it('writes rows inside a transaction, and removes rows then files', async () => {
    const [first, second] = [await photo(1100, 800), await photo(300, 300)];
    await t.app.media.storeFiles([first, second]);
    await t.app.db.transaction().execute((trx) => t.app.media.insertRows(trx, [first, second]));
    expect(widthsOf(first)).toEqual([320, 640, 768, 1024]);

    await t.app.media.remove(t.app.db, [first.id, second.id]);

    const rows = await t.app.db.selectFrom('media').select('id').where('id', 'in', [first.id, second.id]).execute();
    expect(rows).toEqual([]);
    for (const [image, width] of [
      [first, 1024],
      [second, 300],
    ] as const) {
      expect((await t.inject({ method: 'GET', url: `/media/${image.id}/${width}.webp`, headers: await asAdmin() })).statusCode).toBe(404);
      expect(fs.existsSync(path.join(t.config.dataDir, 'media', image.id.slice(0, 2), image.id))).toBe(false);
    }
  });

  it('leaves no row when the transaction that inserted it rolls back', async () => {
    const image = await photo(400, 300);
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await t.app.media.insertRows(trx, [image]);
        throw new Error('the news item could not be saved');
      }),
    ).rejects.toThrow('could not be saved');
    expect(await t.app.db.selectFrom('media').select('id').where('id', '=', image.id).execute()).toEqual([]);
  });
});
