/** GET /user/search?query= (ADMIN): users matching a name; an empty query means the full list (SPEC §5). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@newsroom/shared';
import { readAllPages } from '../../../lib/read-all-pages';
import { usersQueryKey, usersQueryOptions } from './get-users';

export function searchUsers(query: string): Promise<User[]> {
  return readAllPages<User>('/user/search', { query: { query } });
}

export function searchUsersQueryOptions(query: string) {
  const trimmed = query.trim();
  if (!trimmed) return usersQueryOptions();
  return queryOptions({ queryKey: [...usersQueryKey, 'search', trimmed], queryFn: () => searchUsers(trimmed) });
}

export function useSearchUsers(query: string) {
  return useQuery(searchUsersQueryOptions(query));
}
