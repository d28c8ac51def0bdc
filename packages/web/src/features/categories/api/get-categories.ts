/** GET /categories/get-categories: every category, public (header navigation, selects, management). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@newsroom/shared';
import { publicRequest } from '../../../lib/api-client';

export const categoriesQueryKey = ['categories'] as const;

export function getCategories(): Promise<Category[]> {
  return publicRequest<Category[]>('/categories/get-categories');
}

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: [...categoriesQueryKey, 'list'], queryFn: getCategories, staleTime: 60_000 });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
