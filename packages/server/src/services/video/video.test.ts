import { mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoMessages } from '@newsroom/shared';
import { ffmpegPath, run } from './ffmpeg-tools.js';
import { posterWebpFile, readSegments, transcodeToHls, type HlsOutput } from './hls-transcoder.js';
import { testClipArgs } from '../../../test/helpers/test-clip.js';
import { VideoError } from './video-error.js';
import { probe } from './video-probe.js';

let dir: string;
const file = (name: string) => path.join(dir, name);

/** A clip of FFmpeg's test pattern (and a tone unless `audio` is false), small and at a low frame rate to stay fast. */
async function makeClip(name: string, { size, seconds, fps = 10, audio = true }: { size: string; seconds: number; fps?: number; audio?: boolean }) {
  const result = await run(ffmpegPath, testClipArgs(file(name), { size, seconds, fps, audio }));
  expect(result).toMatchObject({ code: 0 });
  return file(name);
}

async function refusal(promise: Promise<unknown>): Promise<VideoError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(VideoError);
  return error as VideoError;
}

const limits = { maxMinutes: 60 };

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'newsroom-video-'));
  await Promise.all([
    makeClip('small.mp4', { size: '640x360', seconds: 9 }),
    makeClip('silent.mp4', { size: '640x360', seconds: 2, audio: false }),
    makeClip('full-hd.mp4', { size: '1920x1080', seconds: 2, fps: 5, audio: false }),
  ]);
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('probe', () => {
  it('reads the length, size, sound and codec of a video', async () => {
    const result = await probe(file('small.mp4'), limits);
    expect(result).toMatchObject({ width: 640, height: 360, hasAudio: true, videoCodec: 'h264', frameRate: 10 });
    expect(result.durationSeconds).toBeCloseTo(9, 0);
  });

  it('takes a video without sound', async () => {
    expect(await probe(file('silent.mp4'), limits)).toMatchObject({ width: 640, height: 360, hasAudio: false });
  });

  it('refuses sound without picture', async () => {
    const audio = file('tone.m4a');
    expect(await run(ffmpegPath, ['-v', 'error', '-f', 'lavfi', '-i', 'sine=duration=2', '-c:a', 'aac', audio])).toMatchObject({ code: 0 });
    expect(await refusal(probe(audio, limits))).toMatchObject({ reason: 'audioOnly', statusCode: 415, message: videoMessages.audioOnly });
  });

  it('refuses a picture, even named .mp4', async () => {
    const picture = file('photo.mp4');
    await writeFile(
      picture,
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
        .jpeg()
        .toBuffer(),
    );
    expect(await refusal(probe(picture, limits))).toMatchObject({ reason: 'notAVideo', message: videoMessages.notAVideo });
  });

  it('refuses text named .mp4, an empty file and a truncated video', async () => {
    await writeFile(file('text.mp4'), 'This is not a video at all, only some words.\n'.repeat(50));
    expect(await refusal(probe(file('text.mp4'), limits))).toMatchObject({ reason: 'unreadable', message: videoMessages.unreadable });

    await writeFile(file('empty.mp4'), '');
    expect(await refusal(probe(file('empty.mp4'), limits))).toMatchObject({ reason: 'empty', message: videoMessages.empty });

    // An upload cut short: the end of the file, where FFmpeg writes an MP4's index, never arrived.
    const cut = file('cut.mp4');
    await writeFile(cut, await readFile(file('small.mp4')));
    await truncate(cut, Math.floor((await stat(cut)).size / 2));
    expect(await refusal(probe(cut, limits))).toMatchObject({ reason: 'unreadable' });
  });

  it('refuses a video longer than the limit, saying the limit', async () => {
    const error = await refusal(probe(file('small.mp4'), { maxMinutes: 0.1 }));
    expect(error).toMatchObject({ reason: 'tooLong', statusCode: 413, message: videoMessages.tooLong(0.1) });
  });
});

/** The master playlist's renditions: resolution, codecs and playlist of each, in order. */
async function masterEntries(outDir: string, output: HlsOutput) {
  const text = await readFile(path.join(outDir, output.masterPlaylist), 'utf8');
  const lines = text.trim().split('\n');
  return lines.flatMap((line, index) => {
    if (!line.startsWith('#EXT-X-STREAM-INF:')) return [];
    const bandwidth = Number(/[:,]BANDWIDTH=(\d+)/.exec(line)?.[1]);
    const resolution = /RESOLUTION=(\d+x\d+)/.exec(line)?.[1];
    const codecs = /CODECS="([^"]+)"/.exec(line)?.[1];
    return [{ resolution, codecs, playlist: lines[index + 1], hasBandwidth: bandwidth > 0 }];
  });
}

describe('transcodeToHls', () => {
  it('makes 360p only from a 360p source, in 4-6 s segments, with a poster of its size in JPEG and WebP sizes, and a muted preview', async () => {
    const source = await probe(file('small.mp4'), limits);
    const outDir = file('small-hls');
    const fractions: number[] = [];
    const ready: string[] = [];
    const output = await transcodeToHls(file('small.mp4'), source, outDir, {
      onProgress: ({ fraction }) => fractions.push(fraction),
      onRenditionReady: (rendition) => ready.push(rendition.name),
    });

    expect(await masterEntries(outDir, output)).toEqual([
      { resolution: '640x360', codecs: 'avc1.4d401e,mp4a.40.2', playlist: '360p/index.m3u8', hasBandwidth: true },
    ]);
    expect(ready).toEqual(['360p']);
    expect(fractions.at(-1)).toBe(1);

    const segments = readSegments(await readFile(path.join(outDir, '360p/index.m3u8'), 'utf8'));
    expect(segments.length).toBe(3);
    for (const segment of segments.slice(0, -1)) {
      expect(segment.seconds).toBeGreaterThanOrEqual(4);
      expect(segment.seconds).toBeLessThanOrEqual(6);
    }
    expect(segments.at(-1)!.seconds).toBeLessThanOrEqual(6);
    for (const segment of segments) expect(existsSync(path.join(outDir, '360p', segment.uri))).toBe(true);

    expect(await sharp(path.join(outDir, output.poster.file)).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 360 });
    // The photos' display sizes that fit, never enlarged.
    expect(output.poster.widths).toEqual([320, 640]);
    for (const width of output.poster.widths) {
      expect(await sharp(path.join(outDir, posterWebpFile(width))).metadata()).toMatchObject({ format: 'webp', width, height: width * (9 / 16) });
    }
    // Six seconds from the poster's moment, muted, at the smallest rendition's size, its index at the front.
    const preview = await probe(path.join(outDir, output.preview.file), limits);
    expect(preview).toMatchObject({ width: 640, height: 360, hasAudio: false, videoCodec: 'h264' });
    expect(preview.durationSeconds).toBeCloseTo(6, 0);
    const head = (await readFile(path.join(outDir, output.preview.file))).subarray(0, 64 * 1024).toString('latin1');
    expect(head.indexOf('moov')).toBeGreaterThan(-1);
    expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat'));
  });

  it('makes 360p, 720p and 1080p from a 1080p source, smallest first, video only when it has no sound', async () => {
    const source = await probe(file('full-hd.mp4'), limits);
    const outDir = file('full-hd-hls');
    const ready: string[] = [];
    const output = await transcodeToHls(file('full-hd.mp4'), source, outDir, { onRenditionReady: (rendition) => ready.push(rendition.name) });

    expect(ready).toEqual(['360p', '720p', '1080p']);
    expect(await masterEntries(outDir, output)).toEqual([
      { resolution: '640x360', codecs: 'avc1.4d401e', playlist: '360p/index.m3u8', hasBandwidth: true },
      { resolution: '1280x720', codecs: 'avc1.4d401f', playlist: '720p/index.m3u8', hasBandwidth: true },
      { resolution: '1920x1080', codecs: 'avc1.4d4028', playlist: '1080p/index.m3u8', hasBandwidth: true },
    ]);
    expect(await sharp(path.join(outDir, output.poster.file)).metadata()).toMatchObject({ format: 'jpeg', width: 1920, height: 1080 });
    expect(output.poster.widths).toEqual([320, 640, 768, 1024, 1600]);
    // A clip shorter than the preview gives all it has past the poster's moment, at 360p whatever the source.
    const preview = await probe(path.join(outDir, output.preview.file), limits);
    expect(preview).toMatchObject({ width: 640, height: 360, hasAudio: false });
    expect(preview.durationSeconds).toBeLessThanOrEqual(2);
  });

  it('stops when cancelled and leaves nothing behind', async () => {
    const source = await probe(file('full-hd.mp4'), limits);
    const outDir = file('cancelled-hls');
    const controller = new AbortController();
    const madeAfterCancel: string[] = [];
    const cancelled = transcodeToHls(file('full-hd.mp4'), source, outDir, {
      signal: controller.signal,
      onRenditionReady: () => controller.abort(new Error('cancelled by the author')),
      // FFmpeg reports at least once (at its end) for each rendition it makes: none may start once cancelled.
      onProgress: ({ rendition }) => {
        if (controller.signal.aborted) madeAfterCancel.push(rendition);
      },
    });
    await expect(cancelled).rejects.toThrow('cancelled by the author');
    expect(madeAfterCancel).toEqual([]);
    expect(existsSync(outDir)).toBe(false);
  });

  it('kills a running FFmpeg when cancelled', async () => {
    const controller = new AbortController();
    const started = Date.now();
    // An hour of frames (most of a minute of work), stopped at its first progress report.
    const args = ['-v', 'error', '-progress', 'pipe:1', '-f', 'lavfi', '-i', 'testsrc2=s=1280x720:r=30:d=3600', '-f', 'null', '-'];
    const running = run(ffmpegPath, args, { signal: controller.signal, onStdout: () => controller.abort(new Error('stop')) });
    await expect(running).rejects.toThrow('stop');
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
