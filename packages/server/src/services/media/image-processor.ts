/**
 * Turns an uploaded file into the WebP display sizes the site serves. Only real images pass (recognised by
 * their bytes), and what is stored is re-encoded pixels: nothing of the upload's metadata (GPS position,
 * camera, comments) or of any payload hidden in it survives.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { Metadata, SharpOptions } from 'sharp';
import pLimit from 'p-limit';
import { imageMessages as sharedImageMessages, isUploadImageType } from '@newsroom/shared';
import { ApiError } from '../../lib/api-error.js';
import { loadSharp } from './sharp-library.js';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface PreparedImage {
  id: string;
  /** The largest stored variant's size (upright), which also gives the aspect ratio. */
  width: number;
  height: number;
  /** Smallest first. */
  variants: { width: number; data: Buffer }[];
}

/**
 * The widths a page can ask for through srcset; an image is never enlarged to reach one. 768 is what a phone of
 * 360-412 CSS pixels at twice their density fills: without it such a phone takes the 1024 file, about 40% more bytes.
 */
export const DISPLAY_WIDTHS = [320, 640, 768, 1024, 1600] as const;

/** About 7700 × 5200: above any phone camera, below what would let one upload exhaust the server's memory. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** The shared image messages with this server's limit in them. */
export const imageMessages = {
  ...sharedImageMessages,
  tooManyPixels: sharedImageMessages.tooManyPixels(MAX_INPUT_PIXELS / 1_000_000),
} as const;

// Effort 2 encodes in half the time of libwebp's default (4) for about 4% more bytes (measured on 12 MP photos).
const webpOptions = { quality: 80, effort: 2 };

const decodeOptions: SharpOptions = {
  // 'warning' would refuse many ordinary camera and phone photos over harmless quirks; real errors and
  // truncated files still fail.
  failOn: 'error',
  limitInputPixels: MAX_INPUT_PIXELS,
};

/**
 * The format the bytes really have, not the one the sender claims, checked against the shared list. SVG (a
 * document that can load other files), TIFF and PDF are refused; of HEIF only its AV1 kind (AVIF) is taken.
 */
function isAcceptedFormat(metadata: Metadata): boolean {
  if (metadata.format === 'heif') return metadata.compression === 'av1' && isUploadImageType('image/avif');
  return isUploadImageType(`image/${metadata.format}`);
}

async function readMetadata(data: Buffer): Promise<Metadata> {
  const sharp = await loadSharp();
  try {
    // Only the header is read here, so the pixel limit is checked below with a clear message instead.
    return await sharp(data, { ...decodeOptions, limitInputPixels: false }).metadata();
  } catch {
    throw new ApiError(415, imageMessages.notAnImage);
  }
}

/** The display widths for an image this wide: those that fit, or the image's own width when it is smaller than all. */
export function displayWidthsFor(width: number): number[] {
  const fitting = DISPLAY_WIDTHS.filter((candidate) => candidate <= width);
  return fitting.length > 0 ? fitting : [width];
}

/**
 * At most (cores - 1) images at once, in arrival order. Image work runs on libuv's small thread pool, which also
 * serves every file read; leaving threads free keeps photos loading for readers while an author uploads.
 */
const imageWork = pLimit(Math.max(1, os.availableParallelism() - 1));

/** Images being processed now and waiting their turn (for GET /metrics). */
export function imageJobs(): { active: number; queued: number } {
  return { active: imageWork.activeCount, queued: imageWork.pendingCount };
}

/** Throws an ApiError (4xx) for anything that is not an image this site accepts. */
export function prepareImage(file: UploadedFile): Promise<PreparedImage> {
  return imageWork(() => processImage(file));
}

/** Prepares several uploads; rejects with the first one that fails. */
export function prepareImages(files: UploadedFile[]): Promise<PreparedImage[]> {
  return Promise.all(files.map(prepareImage));
}

async function processImage(file: UploadedFile): Promise<PreparedImage> {
  const metadata = await readMetadata(file.data);
  if (!isAcceptedFormat(metadata)) throw new ApiError(415, imageMessages.notAnImage);
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new ApiError(413, imageMessages.tooManyPixels);
  try {
    return { id: randomUUID(), ...(await encodeDisplaySizes(file.data, metadata.autoOrient.width)) };
  } catch {
    throw new ApiError(400, imageMessages.unreadable);
  }
}

/**
 * The display sizes of an image the server made itself (a video's poster frame, issue 27), in turn with uploads:
 * pages show it with the same srcset as a photo.
 */
export function displaySizesOf(image: Buffer | string, width: number): Promise<Omit<PreparedImage, 'id'>> {
  return imageWork(() => encodeDisplaySizes(image, width));
}

/** `width`: the image's own, upright. */
async function encodeDisplaySizes(image: Buffer | string, width: number): Promise<Omit<PreparedImage, 'id'>> {
  const widths = displayWidthsFor(width);
  const largest = widths[widths.length - 1];
  const sharp = await loadSharp();
  // Decode, orient (EXIF says how the camera was held) and shrink once; every variant comes from these pixels.
  const base = await sharp(image, decodeOptions).rotate().resize({ width: largest }).raw({ depth: 'uchar' }).toBuffer({ resolveWithObject: true });
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };

  const variants: PreparedImage['variants'] = [];
  for (const variantWidth of widths) {
    const resized = sharp(base.data, { raw });
    if (variantWidth !== raw.width) resized.resize({ width: variantWidth });
    variants.push({ width: variantWidth, data: await resized.webp(webpOptions).toBuffer() });
  }
  return { width: raw.width, height: raw.height, variants };
}
