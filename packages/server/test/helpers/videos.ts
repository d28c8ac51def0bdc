/** Video tests' tools: tiny clips made with the bundled FFmpeg, and tus uploads through the app. */
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { VIDEO_UPLOADS_PATH } from '@newsroom/shared';
import { ffmpegPath, run } from '../../src/services/video/ffmpeg-tools.js';
import { testClipArgs } from './test-clip.js';
import { bearer, type TestApp } from './test-app.js';

/** A clip of FFmpeg's test pattern with a tone, small and at a low frame rate to stay fast. */
export async function makeClip({ size = '320x180', seconds = 2, fps = 10 }: { size?: string; seconds?: number; fps?: number } = {}): Promise<Buffer> {
  const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'newsroom-clip-')), 'clip.mp4');
  const result = await run(ffmpegPath, testClipArgs(file, { size, seconds, fps }));
  if (result.code !== 0) throw new Error(`making a clip failed: ${result.stderrTail}`);
  return readFile(file);
}

export const TUS = { 'tus-resumable': '1.0.0' };

const metadata = (filename: string) => `filename ${Buffer.from(filename).toString('base64')}`;

/** Starts an upload of `length` bytes; answers the tus answer (its Location names the upload). */
export function createUpload(t: TestApp, token: string | undefined, length: number, filename = 'clip.mp4') {
  return t.inject({
    method: 'POST',
    url: VIDEO_UPLOADS_PATH,
    headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': metadata(filename), ...(token ? bearer(token) : {}) },
  });
}

export function patchUpload(t: TestApp, token: string, id: string, offset: number, data: Buffer) {
  return t.inject({
    method: 'PATCH',
    url: `${VIDEO_UPLOADS_PATH}/${id}`,
    headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream', ...bearer(token) },
    payload: data,
  });
}

/** A whole upload in one PATCH; answers its id. */
export async function uploadVideo(t: TestApp, token: string, data: Buffer, filename = 'clip.mp4'): Promise<string> {
  const created = await createUpload(t, token, data.length, filename);
  if (created.statusCode !== 201) throw new Error(`creating an upload failed: ${created.statusCode} ${created.body}`);
  const id = String(created.headers.location).split('/').at(-1)!;
  const patched = await patchUpload(t, token, id, 0, data);
  if (patched.statusCode !== 204) throw new Error(`uploading failed: ${patched.statusCode} ${patched.body}`);
  return id;
}
