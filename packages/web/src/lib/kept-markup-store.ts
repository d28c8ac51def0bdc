/**
 * The server's side of kept markup (lib/kept-markup.tsx): the parts' markup, kept by what a render's key says
 * (language, site settings, categories, origin) and the part's name, up to a bound in characters, the least recently
 * used going first. A render marks each part it renders in full; once the page is rendered, each marked element's
 * inner markup is taken from the output and kept, and the mark removed, so the page is byte for byte what it would
 * have been without any of this.
 */
import { KEPT_MARKUP_ATTRIBUTE, type KeptMarkupRender } from './kept-markup';

/** About 100 parts of 10 kB: every kind of page in both languages, with room for a change of settings. */
const DEFAULT_MAX_CHARACTERS = 1_000_000;

const MARK = new RegExp(` ${KEPT_MARKUP_ATTRIBUTE}="([^"]*)"`, 'g');

/** A render of a page: what the parts are given, and what takes their markup from its output. */
export interface KeptMarkupPage extends KeptMarkupRender {
  /** The output without its marks; each marked part's markup kept on the way. */
  keepFrom(html: string): string;
}

export class KeptMarkup {
  private readonly parts = new Map<string, string>();
  private characters = 0;

  constructor(private readonly maxCharacters = DEFAULT_MAX_CHARACTERS) {}

  /** `pageKey` holds everything a kept part may depend on besides its variant. */
  forRender(pageKey: string): KeptMarkupPage {
    const marked = new Map<string, string>();
    return {
      markupOf: (part) => this.read(`${pageKey}\u0000${part}`),
      mark: (part) => {
        const mark = String(marked.size);
        marked.set(mark, `${pageKey}\u0000${part}`);
        return mark;
      },
      keepFrom: (html) =>
        marked.size === 0
          ? html
          : takeMarkedParts(html, (mark, markup) => {
              const key = marked.get(mark);
              if (key !== undefined) this.keep(key, markup);
            }),
    };
  }

  private read(key: string): string | undefined {
    const markup = this.parts.get(key);
    if (markup === undefined) return undefined;
    // Most recently used last.
    this.parts.delete(key);
    this.parts.set(key, markup);
    return markup;
  }

  private keep(key: string, markup: string): void {
    if (this.parts.has(key) || markup.length > this.maxCharacters) return;
    this.parts.set(key, markup);
    this.characters += markup.length;
    for (const [oldest, old] of this.parts) {
      if (this.characters <= this.maxCharacters) break;
      this.parts.delete(oldest);
      this.characters -= old.length;
    }
  }
}

/**
 * Removes every mark from a server render's output and hands each marked element's inner markup to `keep`. React
 * escapes `<` and `"` in text and in attributes, so the elements' own tags are the only ones in the output; a part
 * holding a script or a style (raw text) is not kept.
 */
export function takeMarkedParts(html: string, keep: (mark: string, markup: string) => void): string {
  let output = html;
  // From the last mark back: a mark inside another part is gone before the outer part's markup is taken.
  for (const match of [...html.matchAll(MARK)].reverse()) {
    const at = match.index;
    const start = output.lastIndexOf('<', at);
    const tag = /^<([a-z][a-z0-9]*)/.exec(output.slice(start, at))?.[1];
    const open = output.indexOf('>', at) + 1;
    const close = tag ? closingTagOf(output, tag, open) : -1;
    if (close >= 0) {
      const markup = output.slice(open, close);
      if (!/<(?:script|style)[\s>]/.test(markup)) keep(match[1]!, markup);
    }
    output = output.slice(0, at) + output.slice(at + match[0].length);
  }
  return output;
}

/** Where the element whose start tag ends at `from` ends, or -1. */
function closingTagOf(html: string, tag: string, from: number): number {
  const tags = new RegExp(`<(/?)${tag}[\\s/>]`, 'g');
  tags.lastIndex = from;
  let depth = 1;
  for (let found = tags.exec(html); found; found = tags.exec(html)) {
    depth += found[1] ? -1 : 1;
    if (depth === 0) return found.index;
  }
  return -1;
}
