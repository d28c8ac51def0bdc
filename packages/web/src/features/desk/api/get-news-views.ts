/** GET /news/views/{id}: how many times an item was viewed (a failed fetch is shown as 0, SPEC §8). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { backOfficeRequest } from '../../../lib/api-client';
import { newsQueryKey } from './get-news';

export function getNewsViews(id: string): Promise<number> {
  // The token lets the count of an item that is not public yet be read too.
  return backOfficeRequest<number>(`/news/views/${encodeURIComponent(id)}`);
}

export function newsViewsQueryOptions(id: string) {
  return queryOptions({ queryKey: [...newsQueryKey, 'views', id], queryFn: () => getNewsViews(id) });
}

export function useNewsViews(id: string) {
  return useQuery(newsViewsQueryOptions(id));
}
