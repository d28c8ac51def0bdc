import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartPayload, type MultipartFile } from '../../test/helpers/multipart.js';
import errorsPlugin from './errors.js';
import { readMultipartForm, uploadLimits, uploadMessages } from './multipart-form.js';

const png = (field: string, filename = 'photo.png', size = 16): MultipartFile => ({
  field,
  filename,
  contentType: 'image/png',
  data: Buffer.alloc(size, 7),
});

describe('readMultipartForm', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    await app.register(multipart, { limits: uploadLimits });
    app.post('/form', async (request) => {
      const form = await readMultipartForm(request, { files: { thumbnailUrl: { maxCount: 1 }, additionalPhotos: { maxCount: 30 } } });
      const files = Object.entries(form.files).map(([field, list]) => [
        field,
        list.map((file) => ({ fieldname: file.fieldname, filename: file.filename, mimetype: file.mimetype, size: file.data.length })),
      ]);
      return { fields: form.fields, files: Object.fromEntries(files) };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const send = (fields: Record<string, string | string[]>, files: MultipartFile[] = []) =>
    app.inject({ method: 'POST', url: '/form', ...multipartPayload(fields, files) });

  it('reads text fields and files, keeping the last value of a repeated field', async () => {
    const response = await send({ title: 'Ünïcode headline ✓', category: ['Sports', 'Science'], content: 'line one\r\nline two' }, [
      png('thumbnailUrl', 'thumb.png', 100),
      png('additionalPhotos', 'a.png', 200),
      { field: 'additionalPhotos', filename: 'b.jpg', contentType: 'image/jpeg', data: Buffer.alloc(300, 1) },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fields: { title: 'Ünïcode headline ✓', category: 'Science', content: 'line one\r\nline two' },
      files: {
        thumbnailUrl: [{ fieldname: 'thumbnailUrl', filename: 'thumb.png', mimetype: 'image/png', size: 100 }],
        additionalPhotos: [
          { fieldname: 'additionalPhotos', filename: 'a.png', mimetype: 'image/png', size: 200 },
          { fieldname: 'additionalPhotos', filename: 'b.jpg', mimetype: 'image/jpeg', size: 300 },
        ],
      },
    });
  });

  it('ignores the empty part a browser sends for a file input left empty, even for an unknown field', async () => {
    const empty = (field: string): MultipartFile => ({ field, filename: '', contentType: 'application/octet-stream', data: Buffer.alloc(0) });
    const response = await send({ title: 'No photos' }, [empty('thumbnailUrl'), empty('additionalPhotos'), empty('somethingElse')]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fields: { title: 'No photos' }, files: { thumbnailUrl: [], additionalPhotos: [] } });
  });

  it('keeps a field sent with a JSON content type as the text that was sent', async () => {
    const boundary = 'json-part-boundary';
    const payload =
      `--${boundary}\r\nContent-Disposition: form-data; name="existingPhotos"\r\nContent-Type: application/json\r\n\r\n` +
      `["/media/a/320.webp"]\r\n--${boundary}--\r\n`;
    const response = await app.inject({
      method: 'POST',
      url: '/form',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().fields).toEqual({ existingPhotos: '["/media/a/320.webp"]' });
  });

  it('refuses more files than a field takes with 413', async () => {
    const response = await send({}, [png('thumbnailUrl', 'one.png'), png('thumbnailUrl', 'two.png')]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      statusCode: 413,
      error: 'Payload Too Large',
      message: uploadMessages.tooManyFilesFor('thumbnailUrl', 1),
    });
    expect(response.json().message).toBe('Too many files for thumbnailUrl (at most 1).');
  });

  it('refuses more files than any form takes with 413', async () => {
    const files = Array.from({ length: uploadLimits.files + 1 }, (_, index) => png('additionalPhotos', `p${index}.png`));
    const response = await send({}, files);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(uploadMessages.tooManyFiles);
  });

  it('refuses a file over 10 MB with 413, and accepts one of exactly 10 MB', async () => {
    const tooLarge = await send({ title: 'Big' }, [png('thumbnailUrl', 'huge.png', uploadLimits.fileSize + 1)]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('Each file must be 10 MB or smaller.');

    const largest = await send({ title: 'Big' }, [png('thumbnailUrl', 'big.png', uploadLimits.fileSize)]);
    expect(largest.statusCode).toBe(200);
    expect(largest.json().files.thumbnailUrl[0].size).toBe(uploadLimits.fileSize);
  });

  it('refuses a file in a field that takes none with 400 naming the field', async () => {
    const response = await send({ title: 'x' }, [png('avatar', 'me.png')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(uploadMessages.unexpectedFile('avatar'));
    expect(response.json().message).toContain('avatar');
  });

  it('refuses a request that is not multipart with 415', async () => {
    for (const request of [
      { payload: { title: 'json' } },
      { payload: 'plain text', headers: { 'content-type': 'text/plain' } },
      { payload: undefined },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/form', ...request });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ statusCode: 415, message: uploadMessages.notMultipart });
    }
  });

  it('refuses too many fields or a field too long with 413', async () => {
    const manyFields = Object.fromEntries(Array.from({ length: uploadLimits.fields + 1 }, (_, index) => [`field${index}`, 'x']));
    const tooMany = await send(manyFields);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe(uploadMessages.tooManyFields);

    const tooLong = await send({ content: 'x'.repeat(uploadLimits.fieldSize + 1) });
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json().message).toBe(uploadMessages.fieldTooLong('content'));
  });

  it('answers a malformed body with 400, never 500', async () => {
    const { payload, headers } = multipartPayload({ title: 'cut short' }, [png('thumbnailUrl', 'a.png', 1000)]);
    const bodies = [payload.subarray(0, payload.length - 600), Buffer.from('not multipart at all'), payload.subarray(0, 30)];
    for (const body of bodies) {
      const response = await app.inject({ method: 'POST', url: '/form', headers, payload: body });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(uploadMessages.unreadable);
    }
    const noBoundary = await app.inject({ method: 'POST', url: '/form', headers: { 'content-type': 'multipart/form-data' }, payload });
    expect(noBoundary.statusCode).toBe(400);
  });

  it('refuses field names that would overwrite object prototypes with 400', async () => {
    for (const name of ['__proto__', 'constructor']) {
      const response = await send(Object.fromEntries([[name, 'x']]));
      expect(response.statusCode, name).toBe(400);
    }
  });

  it('answers a refused upload over HTTP while the client is still sending, and keeps the connection usable', async () => {
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = ({ payload, headers }: ReturnType<typeof multipartPayload>) =>
      new Promise<number | undefined>((resolve, reject) => {
        const request = http.request(`${origin}/form`, { method: 'POST', agent, headers: { ...headers, 'content-length': payload.length } });
        request.on('response', (response) => response.resume().on('end', () => resolve(response.statusCode)));
        request.on('error', reject);
        request.end(payload);
      });
    try {
      // Refused at the first part, with megabytes still to come.
      expect(await post(multipartPayload({}, [png('avatar', 'me.png', 12 * 1024 * 1024)]))).toBe(400);
      expect(await post(multipartPayload({}, [png('thumbnailUrl', 'a.png'), png('thumbnailUrl', 'b.png', 12 * 1024 * 1024)]))).toBe(413);
      expect(await post(multipartPayload({ title: 'after' }, [png('thumbnailUrl')]))).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});
