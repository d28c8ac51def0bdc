import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { cacheTags, PublicCache, storyChanged } from './public-cache.js';
import { acceptedEncoding, CachedAnswer } from './cached-answer.js';

describe('PublicCache', () => {
  it('forgets exactly the answers made with an invalidated tag', async () => {
    const cache = new PublicCache();
    cache.set('home', 'list', [cacheTags.newsLists]);
    cache.set('story-a', 'a', [cacheTags.story('a')]);
    cache.set('story-b', 'b', [cacheTags.story('b')]);
    cache.invalidate(storyChanged('a'));
    expect(cache.get('home')).toBeUndefined();
    expect(cache.get('story-a')).toBeUndefined();
    expect(cache.get('story-b')).toBe('b');
    cache.invalidate([cacheTags.everything]);
    expect(cache.get('story-b')).toBeUndefined();
  });

  it('shares one load between concurrent callers, and does not keep a load a write overtook', async () => {
    const cache = new PublicCache();
    let loads = 0;
    let finish!: (value: string) => void;
    const load = () => {
      loads += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = cache.remember('home', [cacheTags.newsLists], load);
    const second = cache.remember('home', [cacheTags.newsLists], load);
    cache.invalidate([cacheTags.newsLists]);
    finish('before the write');
    expect(await first).toBe('before the write');
    expect(await second).toBe('before the write');
    expect(loads).toBe(1);
    expect(cache.get('home')).toBeUndefined();
    expect(await cache.remember('home', [cacheTags.newsLists], async () => 'after')).toBe('after');
    expect(cache.get('home')).toBe('after');
  });

  it('drops lists when a scheduled story goes public, and says so', () => {
    vi.useFakeTimers();
    try {
      const cache = new PublicCache();
      const passed = vi.fn();
      cache.onForget(passed);
      cache.expireListsAt(Date.now() + 1000);
      cache.set('home', 'list', [cacheTags.newsLists]);
      vi.advanceTimersByTime(999);
      expect(cache.get('home')).toBe('list');
      vi.advanceTimersByTime(1);
      expect(cache.get('home')).toBeUndefined();
      expect(passed).toHaveBeenCalledExactlyOnceWith([cacheTags.newsLists]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tells its listeners of invalidations, but not of ones another instance sent', () => {
    const cache = new PublicCache();
    const heard: string[][] = [];
    cache.onInvalidate((tags) => heard.push([...tags]));
    cache.invalidate([cacheTags.categories]);
    cache.invalidateHere([cacheTags.newsLists]);
    expect(heard).toEqual([[cacheTags.categories]]);
  });

  it('tells those that forget with it of every forgetting: a write here or elsewhere, the fence, a lost channel', () => {
    vi.useFakeTimers();
    try {
      const cache = new PublicCache();
      const heard: string[][] = [];
      cache.onForget((tags) => heard.push([...tags]));
      cache.invalidate(storyChanged('a'));
      cache.invalidateHere([cacheTags.categories]);
      cache.expireListsAt(Date.now() + 1000);
      vi.advanceTimersByTime(1000);
      cache.get('home');
      cache.invalidateHere([cacheTags.everything]);
      expect(heard).toEqual([storyChanged('a'), [cacheTags.categories], [cacheTags.newsLists], [cacheTags.everything]]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps within its byte budget by dropping the least recently used', () => {
    const cache = new PublicCache({ maxBytes: 10_000 });
    for (let i = 0; i < 20; i += 1) cache.set(`page-${i}`, 'x'.repeat(1000), [cacheTags.newsLists]);
    expect(cache.size).toBeLessThan(10);
    expect(cache.get('page-19')).toBe('x'.repeat(1000));
    expect(cache.get('page-0')).toBeUndefined();
  });

  it('counts what keeping an answer costs beyond its bytes, so many small answers keep within the budget too', () => {
    const cache = new PublicCache({ maxBytes: 100_000 });
    for (let i = 0; i < 1000; i += 1) cache.set(`search-${i}`, new CachedAnswer('[]', 'application/json'), [cacheTags.newsLists]);
    expect(cache.size).toBeLessThan(100);
    expect(cache.get('search-999')).toBeDefined();
  });
});

describe('cached answers', () => {
  it('pick brotli, then gzip, honouring q=0 and wildcards', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding(undefined)).toBeNull();
  });

  it('compress once and keep the same ETag for every encoding', () => {
    const answer = new CachedAnswer(JSON.stringify({ text: 'a'.repeat(5000) }), 'application/json');
    const br = answer.encoded('br');
    expect(answer.encoded('br')).toBe(br);
    expect(br.length).toBeLessThan(answer.body.length / 10);
    expect(answer.etag).toMatch(/^W\/"/);
  });

  it('hold memory of their own, no more than their length, whatever the pools they were made in', () => {
    const answer = new CachedAnswer(JSON.stringify({ text: 'a'.repeat(2000) }), 'application/json');
    const fromPool = new CachedAnswer(Buffer.from('{"a":1}'), 'application/json');
    for (const bytes of [answer.body, answer.encoded('br'), answer.encoded('gzip'), fromPool.body]) {
      expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
    }
    expect(JSON.parse(fromPool.body.toString())).toEqual({ a: 1 });
    expect(zlib.gunzipSync(answer.encoded('gzip')).equals(answer.body)).toBe(true);
  });
});
