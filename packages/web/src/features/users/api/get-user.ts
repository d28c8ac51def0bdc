/** GET /user/{id} (ADMIN): one user, for the edit form and the details page. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { usersQueryKey } from './get-users';

export function getUser(id: string): Promise<User> {
  return backOfficeRequest<User>(`/user/${encodeURIComponent(id)}`);
}

export function userQueryOptions(id: string) {
  return queryOptions({ queryKey: [...usersQueryKey, 'detail', id], queryFn: () => getUser(id) });
}

export function useUser(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...userQueryOptions(id), enabled: options.enabled ?? true });
}
