/**
 * A story's own video for the benches (issue 27): a test clip made with the server's bundled FFmpeg, uploaded over
 * tus as the story form's uploader does. Used by bench/video.bench.ts (a minute of 1080p, processed under load) and
 * bench/lighthouse.bench.ts (a short clip heading the audited video article).
 */
import fs from 'node:fs';
import path from 'node:path';
import { VIDEO_UPLOADS_PATH } from '@newsroom/shared';
import { ffmpegPath, run } from '../packages/server/src/services/video/ffmpeg-tools.js';
import { testClipArgs } from '../packages/server/test/helpers/test-clip.js';

const CHUNK_BYTES = 8 * 1024 * 1024;

export interface ClipOptions {
  seconds: number;
  /** 1920x1080 unless told. */
  width?: number;
  height?: number;
  /**
   * Sensor-like noise over the pattern (FFmpeg's `noise` filter strength, 0-100; none unless told): the clean pattern
   * compresses far better than camera footage, so its poster and segments are unrealistically small.
   */
  grain?: number;
}

/** A 30 fps test pattern (grainy if told) with a tone, H.264/AAC in MP4, as a phone would send it. */
export async function makeClip(file: string, { seconds, width = 1920, height = 1080, grain = 0 }: ClipOptions): Promise<void> {
  const result = await run(
    ffmpegPath,
    testClipArgs(file, { size: `${width}x${height}`, seconds, fps: 30, grain, encoder: ['-preset', 'veryfast', '-b:v', '8M'] }),
  );
  if (result.code !== 0) throw new Error(`FFmpeg could not make the clip: ${result.stderrTail}`);
}

/** Uploads a file with the tus protocol (creation, then PATCH chunks of 8 MB); answers the upload's id. */
export async function tusUpload(base: string, token: string, file: string): Promise<string> {
  const size = fs.statSync(file).size;
  const created = await fetch(`${base}${VIDEO_UPLOADS_PATH}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(size),
      'upload-metadata': `filename ${Buffer.from(path.basename(file)).toString('base64')},filetype ${Buffer.from('video/mp4').toString('base64')}`,
    },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`the upload was not created: ${created.status} ${await created.text()}`);
  const uploadUrl = new URL(location, base).href;
  const handle = fs.openSync(file, 'r');
  try {
    for (let offset = 0; offset < size;) {
      const chunk = Buffer.alloc(Math.min(CHUNK_BYTES, size - offset));
      fs.readSync(handle, chunk, 0, chunk.length, offset);
      const patched = await fetch(uploadUrl, {
        method: 'PATCH',
        headers: {
          authorization: `Bearer ${token}`,
          'tus-resumable': '1.0.0',
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: chunk,
      });
      if (patched.status !== 204) throw new Error(`a chunk was refused at ${offset}: ${patched.status} ${await patched.text()}`);
      offset = Number(patched.headers.get('upload-offset'));
    }
  } finally {
    fs.closeSync(handle);
  }
  return uploadUrl.split('/').at(-1)!;
}
