/**
 * The snippet of a found story: the stretch of its body with the most matched words, as plain text with the matched
 * words given as ranges, so no markup from a story ever reaches a page and the web draws the marks itself.
 *
 * Cut here from the page's bodies rather than by the engines: FTS5's snippet() re-reads every prefix and typo
 * alternative per row (2 to 4 ms a row at 100,000 stories, measured) and ts_headline re-parses the whole body, while
 * the words that matched are already known from the plan. Both databases thus mark the same words the same way.
 */
import type { SearchSnippet } from '@newsroom/shared';
import { normalizeText } from './tokenize.js';
import type { WordPlan } from './word-plan.js';

/** Words shown around the matches. */
export const SNIPPET_WORDS = 24;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

export interface Token {
  start: number;
  end: number;
  word: string;
}

/**
 * The words of a text where they stand, lower case without accents, as the search's tokenizer makes them. Plain ASCII
 * text (every story of the bench's corpus) is read by its character codes: the Unicode pattern cost a snippet 47 of
 * its 60 µs a story (2,200 characters), 100 stories for an unpaged search.
 */
export function tokensOf(text: string): Token[] {
  return asciiTokensOf(text) ?? unicodeTokensOf(text);
}

/** The words of any text, by the Unicode pattern. */
export function unicodeTokensOf(text: string): Token[] {
  return [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    word: normalizeText(match[0]),
  }));
}

/**
 * The words of plain ASCII text, or undefined at its first character past ASCII. There, the pattern's letters, digits
 * and marks are [A-Za-z0-9], and lower-casing moves no character, so the whole text is lower-cased once.
 */
function asciiTokensOf(text: string): Token[] | undefined {
  const lower = text.toLowerCase();
  const tokens: Token[] = [];
  let start = -1;
  for (let index = 0; index <= text.length; index += 1) {
    const code = index < text.length ? text.charCodeAt(index) : 32;
    if (code > 127) return undefined;
    const inWord = (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
    if (inWord) {
      if (start < 0) start = index;
    } else if (start >= 0) {
      tokens.push({ start, end: index, word: lower.slice(start, index) });
      start = -1;
    }
  }
  return tokens;
}

/** Which tokens a query word matches, as the engines match them: itself, as a prefix, with a typo, or joined. */
function markMatches(tokens: readonly Token[], plan: readonly WordPlan[]): boolean[] {
  const marked = tokens.map(() => false);
  for (const { word, prefix, typos, joined } of plan) {
    const alike = new Set([word, ...typos]);
    tokens.forEach((token, index) => {
      if (alike.has(token.word) || (prefix && token.word.startsWith(word))) marked[index] = true;
      // A joined word is a run of consecutive words, whatever stands between them (`pag-asa`), as a phrase matches.
      for (const parts of joined) {
        if (parts.every((part, at) => tokens[index + at]?.word === part)) parts.forEach((_, at) => (marked[index + at] = true));
      }
    });
  }
  return marked;
}

export function snippetOf(text: string, plan: readonly WordPlan[]): SearchSnippet {
  const tokens = tokensOf(text);
  if (tokens.length === 0) return { text: '', marks: [] };
  const marked = markMatches(tokens, plan);
  // The window of SNIPPET_WORDS words holding the most matches, the earliest of equals; it starts a few words
  // before its first match so the match reads in context.
  let best = 0;
  let bestCount = -1;
  let count = 0;
  for (let index = 0; index < tokens.length; index += 1) {
    if (marked[index]) count += 1;
    if (index >= SNIPPET_WORDS && marked[index - SNIPPET_WORDS]) count -= 1;
    const start = Math.max(0, index - SNIPPET_WORDS + 1);
    if (count > bestCount) {
      bestCount = count;
      best = start;
    }
  }
  const firstMatch = marked.indexOf(true, best);
  const from = firstMatch < 0 ? 0 : Math.max(0, Math.min(best, firstMatch - 3));
  const to = Math.min(tokens.length, from + SNIPPET_WORDS);
  const start = from === 0 ? 0 : tokens[from]!.start;
  const end = to === tokens.length ? text.length : tokens[to - 1]!.end;
  const before = start > 0 ? '…' : '';
  const marks = [];
  for (let index = from; index < to; index += 1) {
    if (marked[index]) marks.push({ start: tokens[index]!.start - start + before.length, end: tokens[index]!.end - start + before.length });
  }
  return { text: `${before}${text.slice(start, end)}${end < text.length ? '…' : ''}`, marks };
}
