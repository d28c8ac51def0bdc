/**
 * What each query word may match, worked out the same way for both engines (the tokenizing and the typo step):
 * the word itself, the longer words it begins, the stories' words one typo away (two for long words), and, for a
 * word no story holds, two words it joins (`pagasa` is `pag-asa`, which the engines index as `pag` and `asa`).
 */
import { editDistance, oneEditVariants } from './edit-distance.js';
import { queryWords } from './tokenize.js';

/** Below this length one edit turns a word into too many others (`the` → `he`, `she`, `tie`…) to mean anything. */
export const TYPO_MIN_LENGTH = 4;
/** From this length a word may have two typos, as Algolia and Typesense allow. */
export const TWO_TYPOS_MIN_LENGTH = 8;
/** A query word matches as a prefix of a longer word from this many characters (`basket` → `basketball`). */
export const PREFIX_MIN_LENGTH = 3;
/** How many of the most similarly spelled words are checked for two typos. */
const SIMILAR_WORDS = 40;

/** Typos are forgiven in words of letters only: in `2025` or `grade7` every character carries the meaning. */
const LETTERS_ONLY = /^[\p{L}\p{M}]+$/u;
/** The letters a typo may bring in, besides those of the word itself: the stories are English and Filipino. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

export interface WordPlan {
  word: string;
  /** Whether longer words that begin with it match too. */
  prefix: boolean;
  /** The stories' words within the typo budget of `word`, closest first. */
  typos: string[];
  /** Runs of adjacent words that `word` stands for: as typed with hyphens, or stories' words it joins. */
  joined: string[][];
}

/** Where the engines keep the words of the stories. */
export interface WordList {
  /** Which of these words some story holds. */
  knownWords(words: readonly string[]): Promise<Set<string>>;
  /** Up to `limit` of the stories' words spelled most like `word` (sharing the most trigrams). */
  similarWords(word: string, limit: number): Promise<string[]>;
}

const length = (word: string) => Array.from(word).length;

export function typoBudget(word: string): number {
  if (!LETTERS_ONLY.test(word)) return 0;
  const letters = length(word);
  return letters >= TWO_TYPOS_MIN_LENGTH ? 2 : letters >= TYPO_MIN_LENGTH ? 1 : 0;
}

function splits(word: string): [string, string][] {
  const characters = Array.from(word);
  const result: [string, string][] = [];
  for (let at = 2; at <= characters.length - 2; at += 1) {
    result.push([characters.slice(0, at).join(''), characters.slice(at).join('')]);
  }
  return result;
}

/** The query's words, each with what it may match; empty when nothing searchable is left. */
export async function planWords(query: string, wordList: WordList): Promise<WordPlan[]> {
  const typed = queryWords(query);
  if (typed.length === 0) return [];
  const variants = new Map(typed.map(({ word }) => [word, typoBudget(word) > 0 ? oneEditVariants(word, ALPHABET) : []]));
  const similar = new Map<string, string[]>();
  for (const { word } of typed) {
    if (typoBudget(word) > 1) similar.set(word, await wordList.similarWords(word, SIMILAR_WORDS));
  }
  const known = await wordList.knownWords([
    ...new Set([...typed.map(({ word }) => word), ...[...variants.values()].flat(), ...typed.flatMap(({ word }) => splits(word).flat())]),
  ]);

  return typed.map(({ word, parts }) => {
    const budget = typoBudget(word);
    const distances = new Map<string, number>();
    for (const candidate of [...(variants.get(word) ?? []).filter((variant) => known.has(variant)), ...(similar.get(word) ?? [])]) {
      if (candidate !== word && !distances.has(candidate)) distances.set(candidate, editDistance(word, candidate, budget));
    }
    const typos = [...distances].filter(([, distance]) => distance <= budget).sort((a, b) => a[1] - b[1]);
    const joins = known.has(word) ? [] : splits(word).filter((pair) => pair.every((part) => known.has(part)));
    return {
      word,
      prefix: length(word) >= PREFIX_MIN_LENGTH,
      typos: typos.map(([candidate]) => candidate),
      joined: parts.length > 0 ? [parts, ...joins.filter((pair) => pair.join(' ') !== parts.join(' '))] : joins,
    };
  });
}
