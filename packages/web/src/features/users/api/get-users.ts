/** GET /user (ADMIN): every user. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@newsroom/shared';
import { readAllPages } from '../../../lib/read-all-pages';

export const usersQueryKey = ['users'] as const;

export function getUsers(): Promise<User[]> {
  return readAllPages<User>('/user');
}

export function usersQueryOptions() {
  return queryOptions({ queryKey: [...usersQueryKey, 'list'], queryFn: getUsers });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}
