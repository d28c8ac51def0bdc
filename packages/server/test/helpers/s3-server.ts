/** An S3 stand-in (s3rver) on a free port with one bucket, and the environment that points the app at it. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  bucket: string;
  /** S3_BUCKET, S3_ENDPOINT and the rest, as the app reads them. */
  env: Record<string, string>;
  /** Every key stored in the bucket, sorted. */
  keys(): string[];
  stop(): Promise<void>;
}

export async function startS3Server(bucket = 'newsroom-media'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'newsroom-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const bucketDir = path.join(directory, bucket);
  return {
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    keys() {
      // s3rver keeps each object as a file named `<key>._S3rver_object` beside its metadata.
      const found = fs.existsSync(bucketDir) ? (fs.readdirSync(bucketDir, { recursive: true }) as string[]) : [];
      return found
        .filter((file) => file.endsWith('._S3rver_object'))
        .map((file) => file.slice(0, -'._S3rver_object'.length).split(path.sep).join('/'))
        .sort();
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
