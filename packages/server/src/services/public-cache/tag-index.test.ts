import { describe, expect, it } from 'vitest';
import { TagIndex } from './tag-index.js';

describe('the tag index', () => {
  it('gives every key a tag named, once, and forgets the tag with them', () => {
    const index = new TagIndex();
    index.add('news:a', 'story a');
    index.add('news:a', 'story a');
    index.add('news:a', 'page 1');
    index.add('news:b', 'story b');
    expect(index.take('news:a').sort()).toEqual(['page 1', 'story a']);
    expect(index.take('news:a')).toEqual([]);
    expect(index.take('news:b')).toEqual(['story b']);
  });

  it('forgets one key of a tag, lone or among others', () => {
    const index = new TagIndex();
    index.add('news:a', 'story a');
    index.remove('news:a', 'someone else');
    index.remove('news:a', 'story a');
    expect(index.take('news:a')).toEqual([]);
    for (const key of ['one', 'two', 'three']) index.add('news', key);
    index.remove('news', 'two');
    expect(index.take('news').sort()).toEqual(['one', 'three']);
    index.add('news', 'one');
    index.clear();
    expect(index.take('news')).toEqual([]);
  });
});
