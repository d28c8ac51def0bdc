/** POST /categories (ADMIN): a new category with its name and description. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryBody } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { categoriesQueryKey } from '../../../api/get-categories';

export function createCategory(body: CategoryBody): Promise<Category> {
  return backOfficeRequest<Category>('/categories', { method: 'POST', body });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
  });
}
