/**
 * Cuts the chosen part out of an image and encodes it as a new file: the crop dialog's last step. The result is at
 * most 1600 px wide (the server's largest display width), so a crop of a large photo needs no downscaling after.
 */
import { UPLOAD_LONG_SIDE_MAX } from './downscale-image';

/** A rectangle in the image's own pixels, as react-easy-crop gives it. */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * JPEG for a JPEG (photos); WebP for everything else, which keeps a PNG's transparency and is still small. A browser
 * that cannot write WebP gives a PNG instead, which the server takes too.
 */
function outputType(sourceType: string): string {
  return sourceType === 'image/jpeg' ? 'image/jpeg' : 'image/webp';
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = url;
  });
}

export async function cropImage(source: Blob, area: CropArea, name: string): Promise<File> {
  const url = URL.createObjectURL(source);
  try {
    const image = await loadImage(url);
    const scale = Math.min(1, UPLOAD_LONG_SIDE_MAX / Math.max(area.width, area.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(area.width * scale));
    canvas.height = Math.max(1, Math.round(area.height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot crop images.');
    context.imageSmoothingQuality = 'high';
    context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
    const type = outputType(source.type);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
    if (!blob) throw new Error('The cropped image could not be made.');
    return new File([blob], name, { type: blob.type || type });
  } finally {
    URL.revokeObjectURL(url);
  }
}
