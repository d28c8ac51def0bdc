/** How news text and search queries become comparable words: the same rules on both sides, in any language. */

/** Shorter words say too little to search by (`a`, `I`, `5`); they are neither indexed nor searched. */
export const MIN_WORD_LENGTH = 2;
/** Longer runs (pasted links, ids) are cut: a search column needs a bound, and 40 letters identify any real word. */
export const MAX_WORD_LENGTH = 40;
/** A query is a few words; beyond this many the rest are ignored so one request cannot ask for unbounded work. */
export const MAX_QUERY_WORDS = 12;

const DIACRITICS = /\p{Mn}+/gu;
/** Letters and digits, plus spacing marks, which some scripts (Devanagari, Thai…) need inside a word. */
const WORD = /[\p{L}\p{N}\p{Mc}\p{Me}]+/gu;
/** Words joined by a hyphen or an apostrophe: Filipino `mag-aaral`, `pag-asa`; English `don't`. */
const JOINED_WORDS = /[\p{L}\p{N}\p{Mc}\p{Me}]+(?:['’‐-][\p{L}\p{N}\p{Mc}\p{Me}]+)+/gu;
const JOINERS = /['’‐-]/g;

/**
 * Lower case without diacritics: NFKD splits `í` into `i` and a combining accent, which is then dropped, and folds
 * compatibility forms (ligatures, full-width letters) into plain ones. Lower-casing sits between the two steps
 * because it can itself yield combining marks (`İ`).
 */
export function normalizeText(text: string): string {
  return text.normalize('NFKD').toLowerCase().replace(DIACRITICS, '');
}

function bounded(word: string): string {
  return word.length > MAX_WORD_LENGTH ? Array.from(word).slice(0, MAX_WORD_LENGTH).join('') : word;
}

function isLongEnough(word: string): boolean {
  return word.length >= MIN_WORD_LENGTH && Array.from(word).length >= MIN_WORD_LENGTH;
}

function wordsOf(normalized: string): string[] {
  return (normalized.match(WORD) ?? []).map(bounded).filter(isLongEnough);
}

/** The words of a text, in order, repeats kept. */
export function tokenize(text: string): string[] {
  return wordsOf(normalizeText(text));
}

/**
 * What a text is indexed under: its words, plus each hyphenated or apostrophised compound written as one word,
 * so `pagasa` finds `pag-asa` while `pag-asa` (searched as `pag` and `asa`) still does.
 */
export function indexTerms(text: string): Set<string> {
  const normalized = normalizeText(text);
  const terms = new Set(wordsOf(normalized));
  for (const compound of normalized.match(JOINED_WORDS) ?? []) {
    const joined = bounded(compound.replace(JOINERS, ''));
    if (isLongEnough(joined)) terms.add(joined);
  }
  return terms;
}

/** The distinct words of a search query, in the order typed; empty when nothing searchable is left. */
export function queryWords(query: string): string[] {
  return [...new Set(tokenize(query))].slice(0, MAX_QUERY_WORDS);
}
