import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downscaleImage, downscaleImages, UPLOAD_LONG_SIDE_MAX } from './downscale-image';

const imageCompression = vi.hoisted(() => vi.fn());
vi.mock('browser-image-compression', () => ({ default: imageCompression }));

const MB = 1024 * 1024;
const photo = (name: string, bytes: number, type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });

/** What the browser would decode the file to. */
function imageSizes(width: number, height: number) {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close: () => {} })),
  );
}

beforeEach(() => {
  imageCompression.mockReset();
  imageCompression.mockImplementation(async (file: File) => new File([new Uint8Array(200_000)], 'out', { type: file.type }));
});
afterEach(() => vi.unstubAllGlobals());

describe('downscaleImage', () => {
  it('scales a heavy photo to 1600 px on its long side, keeping its type and name', async () => {
    const heavy = photo('phone.jpg', 3 * MB);
    const sent = await downscaleImage(heavy);
    expect(imageCompression).toHaveBeenCalledTimes(1);
    expect(imageCompression).toHaveBeenCalledWith(
      heavy,
      expect.objectContaining({ maxWidthOrHeight: UPLOAD_LONG_SIDE_MAX, fileType: 'image/jpeg', useWebWorker: false }),
    );
    expect(sent).not.toBe(heavy);
    expect(sent).toMatchObject({ name: 'phone.jpg', type: 'image/jpeg', size: 200_000 });
  });

  it('scales a light photo that is wider than 1600 px', async () => {
    imageSizes(4000, 3000);
    const wide = photo('wide.png', 900_000, 'image/png');
    expect(await downscaleImage(wide)).toMatchObject({ name: 'wide.png', type: 'image/png', size: 200_000 });
    expect(imageCompression).toHaveBeenCalledTimes(1);
  });

  it('leaves a small photo alone', async () => {
    imageSizes(1200, 800);
    const small = photo('small.jpg', 300_000);
    expect(await downscaleImage(small)).toBe(small);
    expect(imageCompression).not.toHaveBeenCalled();
  });

  it('leaves a photo alone when the browser cannot tell its size and it is light', async () => {
    const small = photo('unknown.jpg', 300_000);
    expect(await downscaleImage(small)).toBe(small);
    expect(imageCompression).not.toHaveBeenCalled();
  });

  it('never touches a GIF, which would lose its animation', async () => {
    const gif = photo('dance.gif', 4 * MB, 'image/gif');
    expect(await downscaleImage(gif)).toBe(gif);
    expect(imageCompression).not.toHaveBeenCalled();
  });

  it('sends the original when the result is not lighter, or when compressing fails', async () => {
    const heavy = photo('dense.jpg', 2 * MB);
    imageCompression.mockResolvedValueOnce(new File([new Uint8Array(3 * MB)], 'out', { type: 'image/jpeg' }));
    expect(await downscaleImage(heavy)).toBe(heavy);

    const broken = photo('broken.jpg', 2 * MB);
    imageCompression.mockRejectedValueOnce(new Error('cannot decode'));
    expect(await downscaleImage(broken)).toBe(broken);
  });

  it('does the work once per file, so a retry sends at once', async () => {
    const heavy = photo('again.jpg', 3 * MB);
    const [first] = await downscaleImages([heavy]);
    const [second] = await downscaleImages([heavy]);
    expect(second).toBe(first);
    expect(imageCompression).toHaveBeenCalledTimes(1);
  });
});
