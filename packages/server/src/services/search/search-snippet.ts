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

interface Token {
  start: number;
  end: number;
  word: string;
}

const ASCII = /^\p{ASCII}*$/u;

function tokensOf(text: string): Token[] {
  // Plain ASCII only needs lower-casing; the full normalization is kept for words that need it.
  const ascii = ASCII.test(text);
  return [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    word: ascii ? match[0].toLowerCase() : normalizeText(match[0]),
  }));
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
