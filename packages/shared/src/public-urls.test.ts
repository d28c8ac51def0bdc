import { describe, expect, it } from 'vitest';
import { articlePage, categoryPage, mediaFileWidth, mediaIdInUrl, mediaUrl } from './public-urls.js';

const id = '0b7e6a52-3c1d-4f0e-9a2b-5d6c7e8f9a01';

describe('public URLs', () => {
  it('reads back the id and width of what mediaUrl writes', () => {
    const url = mediaUrl(id, 640);
    expect(url).toBe(`/media/${id}/640.webp`);
    expect(mediaIdInUrl(url)).toBe(id);
    expect(mediaIdInUrl(`https://school.example${url}`)).toBe(id);
    // Under MEDIA_PUBLIC_URL: the store's key below a CDN's or a bucket's address.
    expect(mediaIdInUrl(`https://cdn.school.example/media/0b/${id}/320.webp`)).toBe(id);
    expect(mediaFileWidth(url.split('/').pop()!)).toBe(640);
  });

  it('finds nothing in other addresses and file names', () => {
    expect(mediaIdInUrl('/media/not-an-id/640.webp')).toBeUndefined();
    expect(mediaIdInUrl('https://i.ytimg.com/vi/abc/hqdefault.jpg')).toBeUndefined();
    expect(mediaIdInUrl(`/media/${id}/photo.jpg`)).toBeUndefined();
    expect(mediaIdInUrl(`/media/${id}/640.webp.exe`)).toBeUndefined();
    for (const file of ['640.jpg', '0.webp', '123456.webp', '640.webp.exe', '../640.webp', 'x640.webp'])
      expect(mediaFileWidth(file), file).toBeUndefined();
  });

  it('escapes what goes into a page address', () => {
    expect(categoryPage.href('Arts & Culture')).toBe('/category/Arts%20%26%20Culture');
    expect(articlePage.href('a/b')).toBe('/view-news/a%2Fb');
  });
});
