/**
 * How search queries (and, for SQLite's word list, story texts) become words: lower case, accents removed, split on
 * anything that is not a letter or a digit, as the engines' own tokenizers do (FTS5's unicode61, PostgreSQL's parser).
 */

/** Shorter words say too little to search by (`a`, `I`, `5`); they are neither indexed nor searched. */
export const MIN_WORD_LENGTH = 2;
/** Longer runs (pasted links, ids) are cut: a search column needs a bound, and 40 letters identify any real word. */
export const MAX_WORD_LENGTH = 40;
/** A query is a few words; beyond this many the rest are ignored so one request cannot ask for unbounded work. */
export const MAX_QUERY_WORDS = 12;

const DIACRITICS = /\p{Mn}+/gu;
/** Letters and digits, plus spacing marks, which some scripts (Devanagari, Thai…) need inside a word. */
const WORD = /[\p{L}\p{N}\p{Mc}\p{Me}]+/gu;

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

/** Words joined by hyphens or apostrophes: Filipino `mag-aaral`, `pag-asa`; English `don't`, `x-ray`. */
const JOINED_WORD = /[\p{L}\p{N}\p{Mc}\p{Me}]+(?:['’‐-][\p{L}\p{N}\p{Mc}\p{Me}]+)*/gu;
const JOINERS = /['’‐-]/;

export interface QueryWord {
  /** The word as one, joiners left out (`pagasa`). */
  word: string;
  /** The words it was typed as, when joined by hyphens or apostrophes (`pag`, `asa`): the engines index them so. */
  parts: string[];
}

/** The distinct words of a search query, in the order typed; empty when nothing searchable is left. */
export function queryWords(query: string): QueryWord[] {
  const words = new Map<string, QueryWord>();
  for (const typed of normalizeText(query).match(JOINED_WORD) ?? []) {
    const parts = typed.split(JOINERS).map(bounded);
    const word = bounded(parts.join(''));
    if (isLongEnough(word) && !words.has(word)) words.set(word, { word, parts: parts.length > 1 ? parts : [] });
  }
  return [...words.values()].slice(0, MAX_QUERY_WORDS);
}
