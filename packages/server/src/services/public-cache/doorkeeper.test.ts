import { describe, expect, it } from 'vitest';
import { Doorkeeper } from './doorkeeper.js';

describe('Doorkeeper', () => {
  it('admits a key from its second asking', () => {
    const doorkeeper = new Doorkeeper(1024);
    expect(doorkeeper.admits('/api/v1/public-news/1')).toBe(false);
    expect(doorkeeper.admits('/api/v1/public-news/1')).toBe(true);
    expect(doorkeeper.admits('/api/v1/public-news/1')).toBe(true);
    expect(doorkeeper.admits('/api/v1/public-news/2')).toBe(false);
  });

  it('forgets a key whose slot another took, and never admits a key it has not seen', () => {
    const doorkeeper = new Doorkeeper(1);
    expect(doorkeeper.admits('a')).toBe(false);
    expect(doorkeeper.admits('b')).toBe(false);
    expect(doorkeeper.admits('a')).toBe(false);
    expect(doorkeeper.admits('a')).toBe(true);
    const wide = new Doorkeeper();
    const firsts = Array.from({ length: 5_000 }, (_, index) => wide.admits(`/api/v1/public-news?page=${index}`));
    expect(firsts.filter(Boolean)).toEqual([]);
  });

  it('wants a power of two of slots', () => {
    expect(() => new Doorkeeper(1000)).toThrow(/power of two/);
  });
});
