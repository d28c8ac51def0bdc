/** DELETE /categories/{id} (ADMIN): refused with 409 while the category still has content. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { categoriesQueryKey, categoriesQueryOptions } from '../../../api/get-categories';

export function deleteCategory(id: string): Promise<void> {
  return backOfficeRequest<void>(`/categories/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_answer, id) => {
      // The row leaves the table only now, after the server said yes (SPEC §4).
      queryClient.setQueryData<Category[]>(categoriesQueryOptions().queryKey, (list) => list?.filter((category) => category.id !== id));
      return queryClient.invalidateQueries({ queryKey: categoriesQueryKey });
    },
  });
}
