/** Which picked files the story form refuses before sending a byte: only MP4, MOV and WebM, up to 2048 MB. */
import { VIDEO_FILE_EXTENSIONS, VIDEO_FILE_TYPES } from '@newsroom/shared';

export const VIDEO_MAX_MEGABYTES = 2048;
const VIDEO_MAX_BYTES = VIDEO_MAX_MEGABYTES * 1024 * 1024;

/** For the file input's accept: types and extensions both, since some systems name a MOV's type only by its extension. */
export const VIDEO_ACCEPT = [...VIDEO_FILE_TYPES, ...VIDEO_FILE_EXTENSIONS].join(',');

export type VideoFileProblem = 'type' | 'size' | null;

export function videoFileProblem(file: File): VideoFileProblem {
  const name = file.name.toLowerCase();
  const typeKnown = (VIDEO_FILE_TYPES as readonly string[]).includes(file.type);
  // An empty type is what some browsers give a MOV: the extension decides then; the server probes the file anyway.
  const extensionKnown = VIDEO_FILE_EXTENSIONS.some((extension) => name.endsWith(extension));
  if (!(typeKnown || (file.type === '' && extensionKnown))) return 'type';
  if (file.size > VIDEO_MAX_BYTES) return 'size';
  return null;
}
