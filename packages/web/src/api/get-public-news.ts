/**
 * GET /public-news: published items, newest first, a page at a time; a category slug narrows them. Also the
 * paging rules the public lists share, so the searches page exactly like the list. Outside the features: the router
 * prefetches it, the public pages show it, and the desk's decisions and edits make its lists stale.
 */
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { News, Page } from '@newsroom/shared';
import { publicRequest } from '../lib/api-client';
import type { PagePrefetch } from '../lib/route-handle';
import { categoriesQueryOptions, findCategoryBySlug } from './get-categories';

/** Twelve fills whole rows at one, two and three columns. */
export const NEWS_PAGE_SIZE = 12;

export const publicNewsListsQueryKey = ['public-news', 'lists'] as const;

export interface PageRequest {
  page: number;
  size?: number;
  signal?: AbortSignal;
}

/** The page after `last`, or undefined once every item has been loaded. */
export function nextNewsPage(last: Page<News>): number | undefined {
  return last.page * last.size < last.total && last.items.length > 0 ? last.page + 1 : undefined;
}

export function getPublicNews({ category, page, size = NEWS_PAGE_SIZE, signal }: PageRequest & { category?: string }): Promise<Page<News>> {
  return publicRequest<Page<News>>('/public-news', { query: { category, page, size }, signal });
}

export function publicNewsQueryOptions(category?: string) {
  return infiniteQueryOptions({
    queryKey: [...publicNewsListsQueryKey, 'latest', category ?? ''],
    queryFn: ({ pageParam, signal }) => getPublicNews({ category, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: nextNewsPage,
  });
}

/** A category page's first page of stories, under the slug the page uses; a slug that names no category is a 404. */
export const prefetchCategoryPage: PagePrefetch = async ({ queryClient, params }) => {
  const category = findCategoryBySlug(await queryClient.ensureQueryData(categoriesQueryOptions()), params.category ?? '');
  if (!category) return 404;
  await queryClient.prefetchInfiniteQuery(publicNewsQueryOptions(category.slug));
};

export function usePublicNews(category?: string) {
  return useInfiniteQuery(publicNewsQueryOptions(category));
}
