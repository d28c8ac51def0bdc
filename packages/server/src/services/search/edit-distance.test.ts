import { describe, expect, it } from 'vitest';
import { editDistance, oneEditVariants } from './edit-distance.js';

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

describe('oneEditVariants', () => {
  it('gives every string one edit away and nothing else', () => {
    const variants = oneEditVariants('chess', 'abcdefghijklmnopqrstuvwxyz');
    for (const typo of ['chss', 'cehss', 'chxss', 'chesss', 'achess', 'ches']) expect(variants, typo).toContain(typo);
    expect(variants).not.toContain('chess');
    for (const variant of variants) expect(editDistance('chess', variant), variant).toBe(1);
  });

  it('uses the letters of the word itself beyond the alphabet', () => {
    expect(oneEditVariants('привет', 'ab')).toContain('превет');
  });
});
