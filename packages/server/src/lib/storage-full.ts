/** Recognises "the disk is full" however it surfaces: a file write, SQLite, or PostgreSQL. */

const FULL_CODES = new Set([
  'ENOSPC', // no space left on the device (a media file)
  'EDQUOT', // the disk quota is used up
  'SQLITE_FULL', // SQLite could not grow its file
  '53100', // PostgreSQL disk_full
]);

export function isStorageFull(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && FULL_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
