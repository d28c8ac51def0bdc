/** PUT /user/{id} (ADMIN): same body as create; the password only when it was changed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody, User } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

export function updateUser({ id, ...body }: UpdateUserBody & { id: string }): Promise<User> {
  return backOfficeRequest<User>(`/user/${encodeURIComponent(id)}`, { method: 'PUT', body });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
