/**
 * Image and video files in an S3-compatible bucket (AWS S3, MinIO, R2, s3rver...) through the official AWS SDK, so several
 * instances serve the same files. Keys are the same as the local folder's (`ab/<id>/640.webp`); the files are still
 * served through `/media/...` by the app, which decides who may see each one.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { MediaStore } from './media-store.js';

export interface S3StoreOptions {
  bucket: string;
  /** Another provider's address (MinIO, R2, s3rver); AWS's own when absent. */
  endpoint?: string;
  region: string;
  /** Both or neither: without them the SDK's usual chain (environment, profile, instance role) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key`: what MinIO and s3rver expect. */
  forcePathStyle: boolean;
}

export function createS3MediaStore(options: S3StoreOptions): MediaStore {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: stores other than AWS (s3rver among them) may keep the checksum
    // framing bytes as part of the object.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  return {
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: data, ContentType: contentType, ContentLength: data.length }));
    },

    async get(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Body instanceof Readable ? Body : null;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },

    // S3 answers a delete of a missing key with success, as the interface asks.
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    // A listing comes a page (up to 1,000 keys) at a time; a long video has thousands of segments.
    async list(prefix) {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return keys.sort();
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
