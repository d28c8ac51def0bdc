/**
 * Reads an uploaded caption file (WebVTT, or SubRip turned into WebVTT) strictly enough that what is stored always
 * plays: every cue has a timing that can be read, ends after it starts, and has text. A problem is refused with the
 * line it is on, in the words of `captionMessages`.
 */
import { CAPTION_FILE_SIZE_MAX, captionMessages, type CaptionCue } from '@newsroom/shared';

export class CaptionFileError extends Error {}

/** A cue as read, with the rest of its timing line (WebVTT cue settings such as `align:start`) kept. */
export interface ParsedCue extends CaptionCue {
  settings: string;
}

// Hours are optional in WebVTT; SubRip writes a comma before the milliseconds.
const VTT_TIME = String.raw`(?:(\d{1,}):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const SRT_TIME = String.raw`(\d{1,}):([0-5]\d):([0-5]\d)[,.](\d{1,3})`;
const vttTiming = new RegExp(String.raw`^${VTT_TIME}[ \t]+-->[ \t]+${VTT_TIME}(?:[ \t]+(.*))?$`);
const srtTiming = new RegExp(String.raw`^${SRT_TIME}[ \t]*-->[ \t]*${SRT_TIME}(?:[ \t]+.*)?$`);

type Format = 'vtt' | 'srt';

const looksLikeTiming = (line: string) => line.includes('-->') || /^\s*\d+:\d\d/.test(line);

function milliseconds(hours: string | undefined, minutes: string, seconds: string, fraction: string): number {
  return ((Number(hours ?? 0) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(fraction.padEnd(3, '0'));
}

function readTiming(line: string, lineNumber: number, format: Format): Pick<ParsedCue, 'startMs' | 'endMs' | 'settings'> {
  const match = (format === 'vtt' ? vttTiming : srtTiming).exec(line.trim());
  if (!match) throw new CaptionFileError(captionMessages.timingInvalid(lineNumber));
  const startMs = milliseconds(match[1], match[2]!, match[3]!, match[4]!);
  const endMs = milliseconds(match[5], match[6]!, match[7]!, match[8]!);
  if (endMs <= startMs) throw new CaptionFileError(captionMessages.endBeforeStart(lineNumber));
  return { startMs, endMs, settings: format === 'vtt' ? (match[9] ?? '').trim() : '' };
}

/** The file's text, or a refusal when it is too large or is not UTF-8 text (an image, a video, a word processor file). */
function textOf(data: Buffer): string {
  if (data.length > CAPTION_FILE_SIZE_MAX) throw new CaptionFileError(captionMessages.tooLarge);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    throw new CaptionFileError(captionMessages.notText);
  }
  // A control character other than tab and line breaks does not occur in text anyone typed.
  for (const character of text) {
    const code = character.charCodeAt(0);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) throw new CaptionFileError(captionMessages.notText);
  }
  return text.replace(/^\uFEFF/, '');
}

/** Lines grouped into blocks separated by blank lines, each line with its number in the file (from 1). */
function blocksOf(lines: readonly string[]): { line: number; text: string }[][] {
  const blocks: { line: number; text: string }[][] = [];
  let current: { line: number; text: string }[] = [];
  lines.forEach((text, index) => {
    if (text.trim() === '') {
      if (current.length > 0) blocks.push(current);
      current = [];
    } else {
      current.push({ line: index + 1, text });
    }
  });
  if (current.length > 0) blocks.push(current);
  return blocks;
}

export function parseCaptionFile(data: Buffer): ParsedCue[] {
  const lines = textOf(data).split(/\r\n|\r|\n/);
  const format: Format = /^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '') ? 'vtt' : 'srt';
  const blocks = blocksOf(lines);
  // The WebVTT header runs to the first blank line.
  if (format === 'vtt') blocks.shift();
  else if (blocks.length > 0 && !/^\d+$/.test(blocks[0]![0]!.text.trim()) && !blocks[0]![0]!.text.includes('-->')) {
    throw new CaptionFileError(captionMessages.notCaptions);
  }
  const cues: ParsedCue[] = [];
  for (const block of blocks) {
    // Comments, style sheets and regions carry no words.
    if (format === 'vtt' && /^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(block[0]!.text)) continue;
    // A cue may start with an identifier (in SubRip, its number) before its timing; a line that starts as a time
    // does is a timing written wrong (`00:00:01.000 -> 00:00:04.000`), and is named as such.
    const timingAt = looksLikeTiming(block[0]!.text) ? 0 : 1;
    const timing = block[timingAt];
    if (!timing || !looksLikeTiming(timing.text)) throw new CaptionFileError(captionMessages.timingExpected((timing ?? block[0]!).line));
    const text = block.slice(timingAt + 1);
    if (text.length === 0) throw new CaptionFileError(captionMessages.textMissing(timing.line));
    if (text.some((line) => line.text.includes('-->'))) {
      throw new CaptionFileError(captionMessages.timingExpected(text.find((line) => line.text.includes('-->'))!.line));
    }
    cues.push({ ...readTiming(timing.text, timing.line, format), text: text.map((line) => line.text.trimEnd()).join('\n') });
  }
  if (cues.length === 0) throw new CaptionFileError(captionMessages.noCues);
  return cues;
}

function timestamp(ms: number): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const seconds = Math.floor(ms / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}.${pad(ms % 1000, 3)}`;
}

/** The cues as the WebVTT file that is stored and served. */
export function toWebVtt(cues: readonly ParsedCue[]): string {
  const body = cues.map((cue) => `${timestamp(cue.startMs)} --> ${timestamp(cue.endMs)}${cue.settings ? ` ${cue.settings}` : ''}\n${cue.text}`);
  return `WEBVTT\n\n${body.join('\n\n')}\n`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: ' ', lrm: '', rlm: '' };

/** What the cues say, for search: no markup (voice, italics, karaoke timestamps), one space between cues. */
export function plainTextOf(cues: readonly CaptionCue[]): string {
  return cues
    .map((cue) =>
      cue.text
        .replace(/<[^>]*>/g, '')
        .replace(/&(amp|lt|gt|nbsp|lrm|rlm);/g, (_, name: string) => ENTITIES[name]!)
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .join(' ');
}
