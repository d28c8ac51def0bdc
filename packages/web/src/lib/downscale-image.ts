/**
 * Photos straight from a phone are often 4000 px wide and several megabytes: sending them as they are makes a save
 * slow on a school's network for nothing, since the server never shows an image wider than 1600 px (its largest
 * display width, server/services/media/image-processor.ts). A photo larger or heavier than that is scaled down and
 * re-encoded in the browser before upload; anything else goes as it was picked.
 */
import imageCompression from 'browser-image-compression';

/** The server's largest display width: more pixels than this are thrown away after the upload anyway. */
export const UPLOAD_LONG_SIDE_MAX = 1600;
/** Lighter files go as they are, unless their pixels exceed the long side above. */
const UPLOAD_WEIGHT_MAX = 1.5 * 1024 * 1024;

/** The width and height of an image file, or null when this browser cannot tell without drawing it. */
async function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** Whether a photo is worth scaling down: a GIF never is (re-encoding would lose its animation). */
async function needsDownscale(file: File): Promise<boolean> {
  if (file.type === 'image/gif') return false;
  if (file.size > UPLOAD_WEIGHT_MAX) return true;
  const size = await imageSize(file);
  return size !== null && Math.max(size.width, size.height) > UPLOAD_LONG_SIDE_MAX;
}

// A Retry sends the same File objects again: the work is done once per file.
const downscaled = new WeakMap<File, Promise<File>>();

async function scaleDown(file: File): Promise<File> {
  try {
    if (!(await needsDownscale(file))) return file;
    const result = await imageCompression(file, {
      maxWidthOrHeight: UPLOAD_LONG_SIDE_MAX,
      maxSizeMB: UPLOAD_WEIGHT_MAX / (1024 * 1024),
      fileType: file.type,
      // The library starts at quality 1.0, which can make a phone's JPEG heavier than it came.
      initialQuality: 0.85,
      // Its worker loads the library from a CDN, which the site's Content-Security-Policy (script-src 'self') refuses.
      useWebWorker: false,
    });
    // Never send something heavier than what was picked.
    if (result.size >= file.size) return file;
    return new File([result], file.name, { type: result.type || file.type, lastModified: file.lastModified });
  } catch {
    // A photo the browser cannot decode is still the server's to judge (and to refuse with its own message).
    return file;
  }
}

/** The photo to upload: scaled to at most 1600 px on its long side when larger or heavier than needed, otherwise itself. */
export function downscaleImage(file: File): Promise<File> {
  let result = downscaled.get(file);
  if (!result) {
    result = scaleDown(file);
    downscaled.set(file, result);
  }
  return result;
}

export function downscaleImages(files: readonly File[]): Promise<File[]> {
  return Promise.all(files.map(downscaleImage));
}
