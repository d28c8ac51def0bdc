/** PUT /categories/{id} (ADMIN): the inline editor sends only the name, the form sends both fields. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category, CategoryUpdateBody } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { categoriesQueryKey } from '../../../api/get-categories';

export function updateCategory({ id, ...body }: CategoryUpdateBody & { id: string }): Promise<Category> {
  return backOfficeRequest<Category>(`/categories/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoriesQueryKey }),
  });
}
