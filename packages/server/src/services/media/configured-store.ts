/** The media store the configuration asks for: the S3 bucket when S3_BUCKET is set, DATA_DIR/media otherwise. */
import path from 'node:path';
import type { Config } from '../../config.js';
import { createLocalMediaStore, type MediaStore } from './media-store.js';
import { createS3MediaStore } from './s3-media-store.js';

export function createMediaStore(config: Pick<Config, 's3' | 'dataDir'>): MediaStore {
  return config.s3 ? createS3MediaStore(config.s3) : createLocalMediaStore(path.join(config.dataDir, 'media'));
}
