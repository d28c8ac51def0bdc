/** DELETE /delete-comment/{id} (ADMIN): the comment goes; one with replies stays for them as 'This comment was deleted.'. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backOfficeRequest } from '../../../lib/api-client';
import { removeModerationComment } from './remove-moderation-comment';

export function deleteComment(id: string): Promise<void> {
  return backOfficeRequest<void>(`/delete-comment/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_answer, id) => removeModerationComment(queryClient, id),
  });
}
