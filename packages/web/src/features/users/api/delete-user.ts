/** DELETE /user/{id} (ADMIN): refused with 409 for the last administrator. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

export function deleteUser(id: string): Promise<void> {
  return backOfficeRequest<void>(`/user/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_answer, id) => {
      // Remove the row from every cached list (full and searches) only after the server said yes (SPEC §4).
      queryClient.setQueriesData<User[]>({ queryKey: usersQueryKey }, (data) => (Array.isArray(data) ? data.filter((user) => user.id !== id) : data));
      queryClient.removeQueries({ queryKey: [...usersQueryKey, 'detail', id] });
    },
  });
}
