/**
 * Makes a data folder unwritable for a while, under a process that holds its SQLite database open. A real read-only
 * remount is refused while a file is open for writing (EBUSY), and chmod does not stop root; `chattr +i` (root only,
 * on ext4, xfs, btrfs or tmpfs) makes every write to the files and the folder fail at once (EPERM), open
 * descriptors included, and `chattr -i` undoes it. SQLite's shared-memory file (`-shm`) is left alone: it is mapped
 * into memory, and a write through the mapping to an immutable file kills the process with SIGBUS.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function entries(folder: string): string[] {
  return [
    folder,
    ...fs
      .readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .map((name) => path.join(folder, name))
      .filter((file) => !file.endsWith('-shm')),
  ];
}

/** Returns the function that makes it writable again. */
export function makeFolderReadOnly(folder: string): () => void {
  const files = entries(folder);
  execFileSync('chattr', ['+i', ...files]);
  return () => execFileSync('chattr', ['-i', ...files]);
}
