/**
 * The browser build's manifest (Vite's `build.manifest`): which scripts and styles the code of a source file needs.
 * A page the server renders names the stylesheets of its on-demand code in its head, so it is styled from the first
 * paint (no flash, no layout shift). Its scripts are left to the app, which starts after the page has loaded
 * (shared/app-start.ts): preloading them would compete with the page's text and pictures for a phone's bandwidth.
 */
import fs from 'node:fs';
import path from 'node:path';
import { escapeMarkup } from '../../lib/escape-markup.js';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export class ClientAssets {
  private constructor(private readonly manifest: Record<string, ManifestChunk>) {}

  /** The manifest of the build in `webDistDir`, or null when it was built without one. */
  static load(webDistDir: string): ClientAssets | null {
    const file = path.join(webDistDir, '.vite', 'manifest.json');
    return fs.existsSync(file) ? new ClientAssets(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>) : null;
  }

  /** Stylesheet links for these source files' code, leaving out the entry's (the page has them). */
  stylesheetLinksFor(sourceFiles: readonly string[]): string {
    const visited = new Set<string>();
    const styles = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || chunk.isEntry || visited.has(chunk.file)) return;
      visited.add(chunk.file);
      for (const style of chunk.css ?? []) styles.add(style);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const file of sourceFiles) visit(file);
    return [...styles].map((file) => `<link rel="stylesheet" crossorigin href="${escapeMarkup(`/${file}`)}">`).join('');
  }
}
