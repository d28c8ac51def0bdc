import { describe, expect, it } from 'vitest';
import { MAX_QUERY_WORDS, MAX_WORD_LENGTH, normalizeText, queryWords, tokenize } from './tokenize.js';

describe('normalizeText', () => {
  it('lower-cases and drops diacritics', () => {
    expect(normalizeText('Pagdiríwang ng Niño, Ñ, ÉCOLE')).toBe('pagdiriwang ng nino, n, ecole');
  });

  it('folds compatibility forms and the dotted capital I', () => {
    expect(normalizeText('ﬁnal ＡＢＣ İstanbul')).toBe('final abc istanbul');
  });
});

describe('tokenize', () => {
  it('splits on anything that is not a letter or a digit', () => {
    expect(tokenize('Grade-7 students won 2 medals (gold!) at the U.A.A.P.')).toEqual(['grade', 'students', 'won', 'medals', 'gold', 'at', 'the']);
  });

  it('keeps words of other scripts and their spacing marks', () => {
    expect(tokenize('Привет мир')).toEqual(['привет', 'мир']);
    expect(tokenize('हिन्दी')).toHaveLength(1);
  });

  it('cuts very long runs', () => {
    expect(tokenize('x'.repeat(100))).toEqual(['x'.repeat(MAX_WORD_LENGTH)]);
  });
});

describe('queryWords', () => {
  it('gives the distinct searchable words in order', () => {
    expect(queryWords('  Basketball a BASKETBALL finals ').map(({ word }) => word)).toEqual(['basketball', 'finals']);
  });

  it('keeps words typed with hyphens or apostrophes as one, with their parts', () => {
    expect(queryWords("Pag-asa ng mga mag-aaral, don't x-ray")).toEqual([
      { word: 'pagasa', parts: ['pag', 'asa'] },
      { word: 'ng', parts: [] },
      { word: 'mga', parts: [] },
      { word: 'magaaral', parts: ['mag', 'aaral'] },
      { word: 'dont', parts: ['don', 't'] },
      { word: 'xray', parts: ['x', 'ray'] },
    ]);
  });

  it('is empty for an empty or too short query', () => {
    expect(queryWords('')).toEqual([]);
    expect(queryWords('a b . !')).toEqual([]);
  });

  it('caps the number of words', () => {
    const words = Array.from({ length: 20 }, (_, index) => `word${index}`);
    expect(queryWords(words.join(' '))).toHaveLength(MAX_QUERY_WORDS);
  });
});
