/** Counts the files under a folder, to prove that uploads leave nothing behind. */
import fs from 'node:fs';
import path from 'node:path';

export function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .reduce((total, entry) => total + (entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1), 0);
}
