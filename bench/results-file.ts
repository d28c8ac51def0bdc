/** Where a bench run leaves its table: bench/results/<name>.md, the file the README's figures come from. */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export function writeBenchResult(name: string, markdownText: string): void {
  const resultsDir = path.join(root, 'bench/results');
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.md`);
  fs.writeFileSync(file, markdownText);
  console.log(`wrote ${path.relative(root, file)}`);
}
