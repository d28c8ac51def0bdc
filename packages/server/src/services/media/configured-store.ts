/** The media store the configuration asks for: the S3 bucket when S3_BUCKET is set, DATA_DIR/media otherwise. */
import path from 'node:path';
import type { Config } from '../../config.js';
import { createLocalMediaStore, type MediaStore } from './media-store.js';

export async function createMediaStore(config: Pick<Config, 's3' | 'dataDir'>): Promise<MediaStore> {
  if (!config.s3) return createLocalMediaStore(path.join(config.dataDir, 'media'));
  // The AWS SDK is loaded only by a site that stores its media in a bucket: it adds about 8 MB to every heap.
  const { createS3MediaStore } = await import('./s3-media-store.js');
  return createS3MediaStore(config.s3);
}
