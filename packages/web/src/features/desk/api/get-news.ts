/** GET /news/{id} (its author or an ADMIN): one item as the back office sees it, whatever its status. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { News } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';

/** Every news query lives under this key, so one invalidation refreshes every list and item screen. */
export const newsQueryKey = ['news'] as const;

export function getNews(id: string): Promise<News> {
  return backOfficeRequest<News>(`/news/${encodeURIComponent(id)}`);
}

/** How often an item is asked for again while its video is being prepared, so its progress moves on screen. */
export const VIDEO_PROCESSING_POLL_MS = 5000;

export function newsItemQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...newsQueryKey, 'item', id],
    queryFn: () => getNews(id),
    refetchInterval: (query) => (query.state.data?.video?.status === 'processing' ? VIDEO_PROCESSING_POLL_MS : false),
  });
}

export function useNewsItem(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...newsItemQueryOptions(id), enabled: options.enabled ?? true });
}
