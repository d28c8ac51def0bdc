/** GET /categories/get-categories: every category, public; read by several features and the public layout, so it lives outside them. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@newsroom/shared';
import { sharedRequest } from '../lib/api-client';
import type { PagePrefetch } from '../lib/route-handle';

export const categoriesQueryKey = ['categories'] as const;

export function getCategories(): Promise<Category[]> {
  return sharedRequest<Category[]>('/categories/get-categories');
}

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: [...categoriesQueryKey, 'list'], queryFn: getCategories, staleTime: 60_000 });
}

/** The category a page's slug names, ignoring case as the server does (PRODUCT.md: each category has a stable slug). */
export function findCategoryBySlug(categories: readonly Category[], slug: string): Category | undefined {
  const wanted = slug.toLowerCase();
  return categories.find((category) => category.slug.toLowerCase() === wanted);
}

/** The header of every public page lists the categories. */
export const prefetchCategories: PagePrefetch = ({ queryClient }) => queryClient.prefetchQuery(categoriesQueryOptions());

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
