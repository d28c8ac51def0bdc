/** DELETE /news/{id}: its author or an ADMIN deletes an item with its media. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeRequest } from '../../../lib/api-client';
import { applyNewsChange } from './get-news-list';
import { newsItemQueryOptions } from './get-news';

export function deleteNews({ id }: { id: string }): Promise<void> {
  return backOfficeRequest<void>(`/news/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: (_answer, { id }) => {
      queryClient.removeQueries({ queryKey: newsItemQueryOptions(id).queryKey });
      return applyNewsChange(queryClient, id, null);
    },
  });
}
