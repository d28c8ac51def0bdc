import { describe, expect, it } from 'vitest';
import { deletionVariants, editDistance } from './edit-distance.js';

describe('editDistance', () => {
  it('is zero for the same word', () => {
    expect(editDistance('balita', 'balita')).toBe(0);
  });

  it('counts each kind of single typo as one edit', () => {
    expect(editDistance('basketball', 'basketbsll')).toBe(1); // substitution
    expect(editDistance('basketball', 'basketbaall')).toBe(1); // insertion
    expect(editDistance('basketball', 'basketbal')).toBe(1); // deletion
    expect(editDistance('basketball', 'baksetball')).toBe(1); // swap of neighbours
  });

  it('counts several typos', () => {
    expect(editDistance('chess', 'chxsz')).toBe(2);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('stops at the bound, answering one more than it', () => {
    expect(editDistance('kitten', 'sitting', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 1)).toBe(2);
  });

  it('counts a letter outside the basic plane as one character', () => {
    expect(editDistance('a𝒳b', 'ab')).toBe(1);
  });
});

describe('deletionVariants', () => {
  it('removes each character once, without duplicates', () => {
    expect(deletionVariants('abc').sort()).toEqual(['ab', 'ac', 'bc']);
    expect(deletionVariants('aab').sort()).toEqual(['aa', 'ab']);
  });

  it('leaves out variants shorter than asked', () => {
    expect(deletionVariants('ab', 2)).toEqual([]);
    expect(deletionVariants('abc', 2)).toHaveLength(3);
  });

  it('gives two words one edit apart a common member', () => {
    const pairs = [
      ['basketball', 'basketbsll'],
      ['basketball', 'basketbaall'],
      ['basketball', 'baksetball'],
    ];
    for (const [a, b] of pairs) {
      const left = new Set([a, ...deletionVariants(a)]);
      expect([b, ...deletionVariants(b)].some((variant) => left.has(variant))).toBe(true);
    }
  });
});
