/** POST /user (ADMIN): fullname, username, email, role as a one-item list, password. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody, User } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

export function createUser(body: CreateUserBody): Promise<User> {
  return backOfficeRequest<User>('/user', { method: 'POST', body });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
