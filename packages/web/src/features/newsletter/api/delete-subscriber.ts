/** DELETE /subscribers/{id} (ADMIN): the address leaves the list (deleted, with the record of what it was sent). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeRequest } from '../../../lib/api-client';
import { subscribersQueryKey } from './get-subscribers';

export function deleteSubscriber(id: string): Promise<void> {
  return backOfficeRequest<void>(`/subscribers/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubscriber,
    // The page and the counts are read again: the next address moves up, and every count the address was in drops.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscribersQueryKey }),
  });
}
