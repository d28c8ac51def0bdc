import { describe, expect, it } from 'vitest';
import { SEARCH_TOTAL_MAX, type News, type Page, type SearchPage } from '@newsroom/shared';
import { isTotalBounded, searchNewsQueryOptions } from './search-news';

const pageOf = (page: number, items: number, totalIsExact: boolean): SearchPage<News> => ({
  items: Array.from({ length: items }, () => ({}) as News),
  page,
  size: 12,
  total: SEARCH_TOTAL_MAX,
  totalIsExact,
});

describe('search pages', () => {
  it('never asks for a page past the 1,000th result, even when more match', () => {
    const { getNextPageParam } = searchNewsQueryOptions('story');
    const next = (last: Page<News>) => getNextPageParam(last, [last], last.page, [last.page]);
    expect(next(pageOf(83, 12, false))).toBe(84);
    expect(next(pageOf(84, 4, false))).toBeUndefined();
    expect(next(pageOf(84, 4, true))).toBeUndefined();
    expect(isTotalBounded(pageOf(84, 4, false))).toBe(true);
    expect(isTotalBounded(pageOf(84, 4, true))).toBe(false);
    expect(isTotalBounded({ items: [], page: 1, size: 12, total: 0 })).toBe(false);
  });
});
