/**
 * Makes a probed video ready to stream: HLS renditions (360p, 720p, and 1080p only when the source has it; never
 * enlarged), each H.264 + AAC in 4 s segments, a master playlist naming them, a poster frame (a JPEG, and WebP in the
 * photos' display sizes for pages' srcset) and a short muted preview. FFmpeg runs at the lowest priority with few
 * threads, one rendition after the other, smallest first: the video can be played as soon as 360p is ready while the
 * larger ones are still being made.
 */
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { displaySizesOf } from '../media/image-processor.js';
import { ffmpegPath, run } from './ffmpeg-tools.js';
import { videoError } from './video-error.js';
import type { VideoProbe } from './video-probe.js';

/** Seconds per segment: within the 4-6 s players expect, short enough to start fast and switch quality often. */
export const SEGMENT_SECONDS = 4;

/**
 * The ladder, by the picture's short side. Quality is a constant rate factor (CRF 23: each scene gets the bits it
 * needs, a still lecture far fewer than a game) capped by a peak rate, so a busy scene cannot outgrow a phone's link.
 * The level (and so the CODECS a player checks) covers the size at up to 30 frames a second.
 */
const LADDER = [
  { shortSide: 360, maxKbps: 800, level: '3.0' },
  { shortSide: 720, maxKbps: 2800, level: '3.1' },
  { shortSide: 1080, maxKbps: 5000, level: '4.0' },
] as const;

const AUDIO_KBPS = 128;
const MAX_FRAME_RATE = 30;
const POSTER_AT = 0.1;
/** The preview: a few seconds from the poster's moment, muted, at the smallest rendition's size. */
const PREVIEW_SECONDS = 6;

export interface Rendition {
  /** Its folder and the label a quality menu shows: `360p`. */
  name: string;
  width: number;
  height: number;
  /** Peak and average bits per second over its segments (the master playlist's BANDWIDTH and AVERAGE-BANDWIDTH). */
  bandwidth: number;
  averageBandwidth: number;
  codecs: string;
  /** Relative to the output folder: `360p/index.m3u8`. */
  playlist: string;
}

export interface HlsOutput {
  /** Relative to the output folder. */
  masterPlaylist: string;
  renditions: Rendition[];
  /** `file` is a JPEG (link previews, the sitemap); `webpFile(width)` each of `widths`, smallest first. */
  poster: { file: string; width: number; height: number; widths: number[] };
  preview: { file: string };
}

/** The files a video's folder holds beside its renditions: the poster (a JPEG and its WebP sizes) and the preview. */
export const POSTER_FILE = 'poster.jpg';
export const posterWebpFile = (width: number) => `poster-${width}.webp`;
export const PREVIEW_FILE = 'preview.mp4';

export interface TranscodeOptions {
  /** The whole job's share done, 0 to 1, with the rendition being made. */
  onProgress?: (progress: { fraction: number; rendition: string }) => void;
  /** Each rendition as it is finished, smallest first; the master playlist already names it. */
  onRenditionReady?: (rendition: Rendition, output: HlsOutput) => void;
  /** Stops FFmpeg and removes everything written. */
  signal?: AbortSignal;
  /** FFmpeg's threads; by default all cores but one, so one is always left for readers. */
  threads?: number;
}

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

interface PlannedRendition {
  name: string;
  width: number;
  height: number;
  maxKbps: number;
  level: string;
}

/** The ladder's steps the source can fill without enlarging, keeping its shape; a tiny source gets one at its size. */
export function planRenditions(source: Pick<VideoProbe, 'width' | 'height'>): PlannedRendition[] {
  const sourceShort = Math.min(source.width, source.height);
  const steps = LADDER.filter((step) => step.shortSide <= sourceShort);
  const chosen = steps.length > 0 ? steps : [{ ...LADDER[0], shortSide: sourceShort }];
  return chosen.map((step) => {
    const scale = step.shortSide / sourceShort;
    return {
      name: `${even(step.shortSide)}p`,
      width: even(source.width * scale),
      height: even(source.height * scale),
      maxKbps: step.maxKbps,
      level: step.level,
    };
  });
}

/** Main profile (0x4d, constraint flags 0x40) at the level, and AAC-LC when there is sound. */
function codecsOf(level: string, hasAudio: boolean): string {
  const video = `avc1.4d40${Math.round(Number(level) * 10)
    .toString(16)
    .padStart(2, '0')}`;
  return hasAudio ? `${video},mp4a.40.2` : video;
}

function renditionArgs(input: string, dir: string, plan: PlannedRendition, source: VideoProbe, threads: number): string[] {
  const filters = [`scale=${plan.width}:${plan.height}`];
  if (source.frameRate > MAX_FRAME_RATE) filters.push(`fps=${MAX_FRAME_RATE}`);
  const audio = source.hasAudio ? ['-map', '0:a:0', '-c:a', 'aac', '-b:a', `${AUDIO_KBPS}k`, '-ac', '2', '-ar', '48000'] : ['-an'];
  return [
    ...['-hide_banner', '-nostdin', '-nostats', '-v', 'error', '-progress', 'pipe:1', '-threads', String(threads)],
    ...['-i', input, '-map', '0:v:0', '-vf', filters.join(','), '-threads', String(threads)],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-level', plan.level, '-pix_fmt', 'yuv420p'],
    ...['-crf', '23', '-maxrate', `${plan.maxKbps}k`, '-bufsize', `${plan.maxKbps * 2}k`],
    // A key frame every 4 s exactly, and none elsewhere, so every segment is 4 s and all renditions switch in step.
    ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, '-sc_threshold', '0'],
    ...audio,
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', path.join(dir, 'segment-%03d.ts'), path.join(dir, 'index.m3u8')],
  ];
}

/** Starts where the poster was taken, so a card's still and its moving preview agree; made for a muted autoplay loop. */
function previewArgs(input: string, file: string, plan: PlannedRendition, source: VideoProbe, threads: number): string[] {
  const start = source.durationSeconds * POSTER_AT;
  const filters = [`scale=${plan.width}:${plan.height}`];
  if (source.frameRate > MAX_FRAME_RATE) filters.push(`fps=${MAX_FRAME_RATE}`);
  return [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-threads', String(threads)],
    ...['-ss', start.toFixed(3), '-t', String(PREVIEW_SECONDS), '-i', input, '-map', '0:v:0', '-an', '-vf', filters.join(',')],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-crf', '28', '-threads', String(threads)],
    // Its index first, so a browser starts playing before the whole file has arrived.
    ...['-movflags', '+faststart', file],
  ];
}

/** `-progress` writes `out_time=00:00:12.345678` lines; the seconds done. */
function lastOutTime(chunk: string): number | undefined {
  const matches = [...chunk.matchAll(/out_time=(\d+):(\d+):(\d+(?:\.\d+)?)/g)];
  const last = matches.at(-1);
  return last ? Number(last[1]) * 3600 + Number(last[2]) * 60 + Number(last[3]) : undefined;
}

/** Each segment's length, from the playlist's EXTINF lines, with its file name. */
export function readSegments(playlist: string): { seconds: number; uri: string }[] {
  const lines = playlist.split('\n').map((line) => line.trim());
  const segments: { seconds: number; uri: string }[] = [];
  lines.forEach((line, index) => {
    const match = /^#EXTINF:([\d.]+)/.exec(line);
    if (match) segments.push({ seconds: Number(match[1]), uri: lines[index + 1] ?? '' });
  });
  return segments;
}

async function measureBandwidth(dir: string): Promise<{ peak: number; average: number }> {
  const segments = readSegments(await readFile(path.join(dir, 'index.m3u8'), 'utf8'));
  let peak = 0;
  let bits = 0;
  let seconds = 0;
  for (const segment of segments) {
    const segmentBits = (await stat(path.join(dir, segment.uri))).size * 8;
    // A last segment of a fraction of a second would give a meaningless peak.
    if (segment.seconds >= 1) peak = Math.max(peak, segmentBits / segment.seconds);
    bits += segmentBits;
    seconds += segment.seconds;
  }
  const average = seconds > 0 ? bits / seconds : 0;
  return { peak: Math.ceil(Math.max(peak, average)), average: Math.ceil(average) };
}

function masterPlaylist(renditions: Rendition[]): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const rendition of renditions) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${rendition.bandwidth},AVERAGE-BANDWIDTH=${rendition.averageBandwidth},` +
        `RESOLUTION=${rendition.width}x${rendition.height},CODECS="${rendition.codecs}",NAME="${rendition.name}"`,
      rendition.playlist,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Written beside and renamed over, so a player reading it mid-job sees the old list or the new one, never half. */
async function writeAtomically(file: string, text: string): Promise<void> {
  await writeFile(`${file}.tmp`, text);
  await rename(`${file}.tmp`, file);
}

/**
 * Transcodes `input` (already probed) into `outDir`, which must be new or empty: it is the video's own folder, and
 * removed whole when the work fails or is cancelled, so nothing half-made stays behind.
 */
export async function transcodeToHls(input: string, source: VideoProbe, outDir: string, options: TranscodeOptions = {}): Promise<HlsOutput> {
  await mkdir(outDir, { recursive: true });
  if ((await readdir(outDir)).length > 0) throw new Error(`The video's output folder is not empty: ${outDir}`);
  const threads = options.threads ?? Math.max(1, os.availableParallelism() - 1);
  const plans = planRenditions(source);
  const largest = plans.at(-1)!;
  const output: HlsOutput = {
    masterPlaylist: 'master.m3u8',
    renditions: [],
    poster: { file: POSTER_FILE, width: largest.width, height: largest.height, widths: [] },
    preview: { file: PREVIEW_FILE },
  };
  const check = (result: { code: number | null; stderrTail: string }) => {
    if (result.code !== 0) throw videoError.processingFailed(result.stderrTail);
  };
  try {
    // The poster first: a frame at a tenth of the way in (past a black fade-in), the largest rendition's size.
    const posterArgs = ['-hide_banner', '-nostdin', '-v', 'error', '-ss', (source.durationSeconds * POSTER_AT).toFixed(3), '-i', input];
    posterArgs.push('-frames:v', '1', '-vf', `scale=${largest.width}:${largest.height}`, '-q:v', '3', path.join(outDir, output.poster.file));
    check(await run(ffmpegPath, posterArgs, { signal: options.signal }));
    const posterSizes = await displaySizesOf(path.join(outDir, output.poster.file), largest.width);
    for (const variant of posterSizes.variants) await writeFile(path.join(outDir, posterWebpFile(variant.width)), variant.data);
    output.poster.widths = posterSizes.variants.map((variant) => variant.width);

    // Progress weighs each rendition by its pixels, roughly the share of the time it takes.
    const weights = plans.map((plan) => plan.width * plan.height);
    const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
    let doneWeight = 0;
    for (const [index, plan] of plans.entries()) {
      const dir = path.join(outDir, plan.name);
      await mkdir(dir);
      const onStdout = (chunk: string) => {
        const seconds = lastOutTime(chunk);
        if (seconds === undefined || !options.onProgress) return;
        const share = Math.min(1, seconds / source.durationSeconds);
        options.onProgress({ fraction: (doneWeight + share * weights[index]!) / totalWeight, rendition: plan.name });
      };
      check(await run(ffmpegPath, renditionArgs(input, dir, plan, source, threads), { signal: options.signal, onStdout }));
      const bandwidth = await measureBandwidth(dir);
      const rendition: Rendition = {
        name: plan.name,
        width: plan.width,
        height: plan.height,
        bandwidth: bandwidth.peak,
        averageBandwidth: bandwidth.average,
        codecs: codecsOf(plan.level, source.hasAudio),
        playlist: `${plan.name}/index.m3u8`,
      };
      output.renditions.push(rendition);
      await writeAtomically(path.join(outDir, output.masterPlaylist), masterPlaylist(output.renditions));
      doneWeight += weights[index]!;
      options.onProgress?.({ fraction: doneWeight / totalWeight, rendition: plan.name });
      options.onRenditionReady?.(rendition, output);
    }
    check(await run(ffmpegPath, previewArgs(input, path.join(outDir, output.preview.file), plans[0]!, source, threads), { signal: options.signal }));
    return output;
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
}
