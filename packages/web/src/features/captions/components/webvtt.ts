/** Cue times as the editor shows them (hh:mm:ss.mmm) and the WebVTT file an edited list of cues is saved as. */
import type { CaptionCue } from '@newsroom/shared';

export function formatCueTime(ms: number): string {
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** Milliseconds from `hh:mm:ss.mmm` or `mm:ss.mmm` (the fraction optional, a comma allowed as SubRip writes it); null otherwise. */
export function parseCueTime(text: string): number | null {
  const match = /^(?:(\d+):)?([0-5]?\d):([0-5]\d)(?:[.,](\d{1,3}))?$/.exec(text.trim());
  if (!match) return null;
  const [, hours = '0', minutes, seconds, fraction = '0'] = match;
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(fraction.padEnd(3, '0'));
}

/** The file the server stores: a cue's blank lines would end it early, so they are dropped. */
export function cuesToWebVtt(cues: readonly CaptionCue[]): string {
  const blocks = cues.map((cue) => {
    const text = cue.text
      .split(/\r\n|\r|\n/)
      .filter((line) => line.trim() !== '')
      .join('\n');
    return `${formatCueTime(cue.startMs)} --> ${formatCueTime(cue.endMs)}\n${text}`;
  });
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}
