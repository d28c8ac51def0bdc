/**
 * The built web app's index.html as a template, and the one place where the server puts markup into a page it
 * sends. The template is cut once, at startup, around what changes from page to page (the title, the description,
 * the end of the head, the no-script notice, the root element); a page is those pieces joined with its own parts.
 * Nothing passes through a pattern replacement, so a `$&` in a story stays a `$&`.
 */
import { APP_START_SCRIPT } from '@newsroom/shared';
import { escapeMarkup } from './escape-markup.js';

export interface PageParts {
  /** The page's language, for `<html lang>`; the template's when absent. */
  lang?: string;
  /** The page's title, as plain text (escaped here); the template's when absent. */
  title?: string;
  /** A whole `<title>` element, already markup (React's); wins over `title`. */
  titleElement?: string;
  /** The page's description, as plain text (escaped here); the template's when absent. */
  description?: string;
  /** The browser's colour for its own bar around the page (the site's accent colour); the template's when absent. */
  themeColor?: string;
  /** Markup for the end of the head (link previews, styles), already escaped by whoever made it. */
  head?: string;
  /** Preloads (the first picture), placed early in the head so the browser asks for them first. */
  preloads?: string;
  /** The app's server-rendered markup: placed in the root element, which then needs no "needs JavaScript" notice. */
  app?: string;
  /** Markup placed right after the root element (the page's data for hydration). */
  afterApp?: string;
  /**
   * Start the app's script at the reader's first touch, scroll, pointer move, key or focus, not at once
   * (shared/app-start.ts): for a page whose markup is whole without it.
   */
  startAppOnFirstInteraction?: boolean;
}

type Slot = 'lang' | 'title' | 'description' | 'themeColor' | 'appScript' | 'headEnd' | 'noscript' | 'root';

/** Slots a template may lack: a page's description then goes at the end of the head, and there is no notice to drop. */
const OPTIONAL: ReadonlySet<Slot> = new Set(['lang', 'description', 'themeColor', 'appScript', 'noscript']);

const markers: Record<Slot, RegExp> = {
  lang: /<html lang="[^"]*"/,
  title: /<title>[^<]*<\/title>/,
  description: /<meta name="description"[^>]*>/,
  themeColor: /<meta name="theme-color"[^>]*>/,
  appScript: /<script type="module" crossorigin src="[^"]+"><\/script>/,
  headEnd: /<\/head>/,
  // With the indentation before it, so a page that drops the notice keeps no line of spaces.
  noscript: /(?:\n[ \t]*)?<noscript>[\s\S]*?<\/noscript>/,
  root: /<div id="root"><\/div>/,
};

const descriptionMeta = (description: string) => `<meta name="description" content="${escapeMarkup(description)}" />`;

/** What each slot holds in a page: the template's own markup is passed in for the slots that keep it by default. */
function fill(slot: Slot, original: string, parts: PageParts, slots: ReadonlySet<Slot>): string {
  switch (slot) {
    case 'lang':
      return parts.lang === undefined ? original : `<html lang="${escapeMarkup(parts.lang)}"`;
    case 'title':
      return (parts.titleElement ?? (parts.title === undefined ? original : `<title>${escapeMarkup(parts.title)}</title>`)) + (parts.preloads ?? '');
    case 'description':
      return parts.description === undefined ? original : descriptionMeta(parts.description);
    case 'themeColor':
      return parts.themeColor === undefined ? original : `<meta name="theme-color" content="${escapeMarkup(parts.themeColor)}" />`;
    case 'appScript': {
      if (!parts.startAppOnFirstInteraction) return original;
      const source = /src="([^"]+)"/.exec(original)![1]!;
      return `<script data-src="${source}">${APP_START_SCRIPT}</script>`;
    }
    case 'headEnd': {
      const description = parts.description !== undefined && !slots.has('description') ? descriptionMeta(parts.description) : '';
      return `${description}${parts.head ?? ''}${original}`;
    }
    case 'noscript':
      return parts.app === undefined ? original : '';
    case 'root':
      return `<div id="root">${parts.app ?? ''}</div>${parts.afterApp ?? ''}`;
  }
}

export class HtmlShell {
  /** The template in order: plain text, and the slots with the markup they replace. */
  private readonly pieces: Array<string | { slot: Slot; original: string }> = [];
  private readonly slots = new Set<Slot>();

  constructor(templateHtml: string) {
    const found = (Object.keys(markers) as Slot[]).flatMap((slot) => {
      const match = markers[slot].exec(templateHtml);
      if (match) return [{ slot, start: match.index, original: match[0] }];
      if (OPTIONAL.has(slot)) return [];
      throw new Error(`The web app's index.html has no ${markers[slot].source}`);
    });
    found.sort((a, b) => a.start - b.start);
    let position = 0;
    for (const { slot, start, original } of found) {
      if (start < position) throw new Error(`The web app's index.html has overlapping ${slot}`);
      this.pieces.push(templateHtml.slice(position, start), { slot, original });
      this.slots.add(slot);
      position = start + original.length;
    }
    this.pieces.push(templateHtml.slice(position));
  }

  page(parts: PageParts = {}): string {
    return this.pieces.map((piece) => (typeof piece === 'string' ? piece : fill(piece.slot, piece.original, parts, this.slots))).join('');
  }
}
