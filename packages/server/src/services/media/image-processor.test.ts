import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.js';
import { imageMessages, prepareImage, prepareImages, type UploadedFile } from './image-processor.js';

const upload = (data: Buffer, filename = 'photo.jpg', mimetype = 'image/jpeg'): UploadedFile => ({
  fieldname: 'thumbnailUrl',
  filename,
  mimetype,
  data,
});

const canvas = (width: number, height: number, background = '#3366cc') => sharp({ create: { width, height, channels: 3, background } });

/** A camera photo held upright: stored landscape with a red top-left corner, EXIF orientation 6, and a GPS position. */
async function phoneJpeg(): Promise<Buffer> {
  const corner = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return canvas(600, 400, '#0000ff')
    .composite([{ input: corner, left: 0, top: 0 }])
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Pocket 3000' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '14/1 35/1 0/1', GPSMapDatum: 'WGS-84' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

async function expectApiError(promise: Promise<unknown>, statusCode: number, message: string) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ statusCode, message });
}

describe('prepareImage', () => {
  it('turns an EXIF-rotated camera photo upright and keeps none of its metadata', async () => {
    const input = await phoneJpeg();
    const inputMetadata = await sharp(input).metadata();
    expect(inputMetadata.orientation).toBe(6);
    expect(inputMetadata.exif?.includes('TestCam')).toBe(true);
    expect(inputMetadata.exif?.includes('WGS-84')).toBe(true);

    const image = await prepareImage(upload(input));

    expect(image.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(image.variants.map((variant) => variant.width)).toEqual([320]);
    expect({ width: image.width, height: image.height }).toEqual({ width: 320, height: 480 });
    const output = image.variants[0].data;
    const metadata = await sharp(output).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 480 });
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    for (const trace of ['EXIF', 'XMP ', 'TestCam', 'WGS-84']) expect(output.includes(trace)).toBe(false);

    // Orientation 6 means "turn 90° clockwise": the stored top-left corner ends up top right.
    const { data, info } = await sharp(output).raw().toBuffer({ resolveWithObject: true });
    const colourAt = (x: number, y: number) => {
      const [red, , blue] = data.subarray((y * info.width + x) * info.channels);
      if (red > 200 && blue < 50) return 'red';
      return blue > 200 && red < 50 ? 'blue' : 'other';
    };
    expect(colourAt(info.width - 10, 10)).toBe('red');
    expect(colourAt(10, 10)).toBe('blue');
  });

  it('accepts a PNG and keeps its transparency', async () => {
    const png = await sharp({ create: { width: 700, height: 350, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const image = await prepareImage(upload(png, 'drawing.png', 'image/png'));
    expect(image.variants.map((variant) => variant.width)).toEqual([320, 640]);
    expect({ width: image.width, height: image.height }).toEqual({ width: 640, height: 320 });
    const metadata = await sharp(image.variants[1].data).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 640, height: 320, hasAlpha: true });
  });

  it('recognises an image by its content, whatever its name and declared type say', async () => {
    const jpeg = await canvas(400, 300).jpeg().toBuffer();
    const image = await prepareImage(upload(jpeg, 'notes.txt', 'text/plain'));
    expect(image.variants.map((variant) => variant.width)).toEqual([320]);
  });

  it('refuses a text file named photo.png with 415', async () => {
    const text = Buffer.from('This is not a picture, just some text.\n');
    await expectApiError(prepareImage(upload(text, 'photo.png', 'image/png')), 415, imageMessages.notAnImage);
    await expectApiError(prepareImage(upload(Buffer.alloc(0), 'empty.png', 'image/png')), 415, imageMessages.notAnImage);
  });

  it('refuses SVG and TIFF, which are images but not ones the site accepts', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400"/></svg>');
    await expectApiError(prepareImage(upload(svg, 'logo.svg', 'image/svg+xml')), 415, imageMessages.notAnImage);
    const tiff = await canvas(400, 300).tiff().toBuffer();
    await expectApiError(prepareImage(upload(tiff, 'scan.tiff', 'image/tiff')), 415, imageMessages.notAnImage);
  });

  it('refuses a damaged (truncated) photo with 400', async () => {
    const jpeg = await canvas(800, 600).jpeg().toBuffer();
    await expectApiError(prepareImage(upload(jpeg.subarray(0, jpeg.length / 2))), 400, imageMessages.unreadable);
  });

  it('refuses an image of more than 40 megapixels with 413 before decoding it', async () => {
    const huge = await canvas(8000, 5001).png({ compressionLevel: 1 }).toBuffer();
    await expectApiError(prepareImage(upload(huge, 'huge.png', 'image/png')), 413, imageMessages.tooManyPixels);
  });

  it('keeps a tiny image at its own width', async () => {
    const image = await prepareImage(upload(await canvas(100, 50).png().toBuffer(), 'icon.png', 'image/png'));
    expect(image.variants.map((variant) => variant.width)).toEqual([100]);
    expect({ width: image.width, height: image.height }).toEqual({ width: 100, height: 50 });
  });

  it('makes every display width a large photo can fill, and never enlarges', async () => {
    const image = await prepareImage(upload(await canvas(2000, 1500).jpeg().toBuffer()));
    expect(image.variants.map((variant) => variant.width)).toEqual([320, 640, 768, 1024, 1600]);
    expect({ width: image.width, height: image.height }).toEqual({ width: 1600, height: 1200 });
    for (const variant of image.variants) {
      const metadata = await sharp(variant.data).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: variant.width, height: (variant.width * 3) / 4 });
    }
  });

  it('takes the first frame of an animated GIF', async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 360, height: 200, channels: 4, background } })
        .raw()
        .toBuffer();
    const frames = Buffer.concat([await frame('#ff0000'), await frame('#00ff00'), await frame('#0000ff')]);
    const gif = await sharp(frames, { raw: { width: 360, height: 600, channels: 4, pageHeight: 200 } })
      .gif()
      .toBuffer();
    expect((await sharp(gif).metadata()).pages).toBe(3);

    const image = await prepareImage(upload(gif, 'party.gif', 'image/gif'));
    expect({ width: image.width, height: image.height }).toEqual({ width: 320, height: 178 });
    const metadata = await sharp(image.variants[0].data).metadata();
    expect(metadata.pages ?? 1).toBe(1);
    const { data } = await sharp(image.variants[0].data).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(240);
  });

  it('accepts WebP and AVIF', async () => {
    for (const data of [await canvas(500, 500).webp().toBuffer(), await canvas(500, 500).avif().toBuffer()]) {
      const image = await prepareImage(upload(data, 'picture', 'application/octet-stream'));
      expect(image.variants.map((variant) => variant.width)).toEqual([320]);
    }
  });

  it('prepares several uploads, each with its own id', async () => {
    const data = await canvas(400, 400).png().toBuffer();
    const images = await prepareImages([upload(data), upload(data), upload(data)]);
    expect(new Set(images.map((image) => image.id)).size).toBe(3);
  });
});
