/** GET /categories/{id}: one category, for the edit form. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '@newsroom/shared';
import { publicRequest } from '../../../lib/api-client';
import { categoriesQueryKey } from '../../../api/get-categories';

export function getCategory(id: string): Promise<Category> {
  return publicRequest<Category>(`/categories/${encodeURIComponent(id)}`);
}

export function categoryQueryOptions(id: string) {
  return queryOptions({ queryKey: [...categoriesQueryKey, 'detail', id], queryFn: () => getCategory(id) });
}

export function useCategory(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...categoryQueryOptions(id), enabled: options.enabled ?? true });
}
