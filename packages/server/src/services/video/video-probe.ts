/**
 * What an uploaded file really is, read by FFprobe from its bytes (never its name or claimed type): a video in one of
 * the containers we take (MP4, MOV, WebM/Matroska), its displayed size, length, frame rate and whether it has sound.
 */
import { stat } from 'node:fs/promises';
import { ffprobePath, run } from './ffmpeg-tools.js';
import { videoError } from './video-error.js';

export interface VideoProbe {
  durationSeconds: number;
  /** As displayed: a phone video stored landscape with a 90° rotation is reported upright. */
  width: number;
  height: number;
  /** Frames per second (the stream's nominal rate). */
  frameRate: number;
  hasAudio: boolean;
  videoCodec: string;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  r_frame_rate?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

interface ProbeOutput {
  format?: { format_name?: string; duration?: string };
  streams?: ProbeStream[];
}

/** FFprobe's names for the containers of MP4/MOV and WebM; anything else (an image, an AVI, an MP3) is refused. */
const ACCEPTED_CONTAINERS = ['mov', 'mp4', 'matroska', 'webm'];

function parseRate(rate: string | undefined): number {
  const [numerator, denominator] = (rate ?? '').split('/').map(Number);
  return numerator && denominator ? numerator / denominator : 0;
}

function rotationOf(stream: ProbeStream): number {
  const rotation = stream.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? Number(stream.tags?.rotate ?? 0);
  return Math.abs(rotation) % 180;
}

/** Reads `file` and refuses, with the reason its author needs, anything that is not a video we can publish. */
export async function probe(file: string, options: { maxMinutes: number }): Promise<VideoProbe> {
  if ((await stat(file)).size === 0) throw videoError.empty();
  const result = await run(ffprobePath, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]);
  if (result.code !== 0) throw videoError.unreadable(result.stderrTail);
  let output: ProbeOutput;
  try {
    output = JSON.parse(result.stdout) as ProbeOutput;
  } catch {
    throw videoError.unreadable(result.stdout.slice(0, 500));
  }
  const containers = output.format?.format_name?.split(',') ?? [];
  if (!containers.some((name) => ACCEPTED_CONTAINERS.includes(name))) throw videoError.notAVideo();
  const streams = output.streams ?? [];
  // A cover picture in an audio file is a "video" stream of one frame: not a picture that moves.
  const video = streams.find((stream) => stream.codec_type === 'video' && !stream.disposition?.attached_pic);
  const hasAudio = streams.some((stream) => stream.codec_type === 'audio');
  if (!video) throw hasAudio ? videoError.audioOnly() : videoError.notAVideo();
  const durationSeconds = Number(output.format?.duration);
  if (!video.width || !video.height || !Number.isFinite(durationSeconds) || durationSeconds <= 0) throw videoError.unreadable();
  if (durationSeconds > options.maxMinutes * 60) throw videoError.tooLong(options.maxMinutes);
  const upright = rotationOf(video) === 90;
  return {
    durationSeconds,
    width: upright ? video.height : video.width,
    height: upright ? video.width : video.height,
    frameRate: parseRate(video.r_frame_rate),
    hasAudio,
    videoCodec: video.codec_name ?? 'unknown',
  };
}
