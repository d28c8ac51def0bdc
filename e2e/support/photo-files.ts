/** Photos on disk, for the file inputs of the forms. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { photo } from './api';

/** One JPEG per label, named `<label>.jpg`, in a fresh temporary folder; answers their paths in order. */
export async function photoFiles(labels: string[], color = '#1971c2'): Promise<string[]> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-photos-'));
  return Promise.all(
    labels.map(async (label) => {
      const file = path.join(folder, `${label}.jpg`);
      fs.writeFileSync(file, await photo(label, color));
      return file;
    }),
  );
}
