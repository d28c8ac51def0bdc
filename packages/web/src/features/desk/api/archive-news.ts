/** POST /archive/news/{id} (ADMIN): takes an approved item off the public site; the body carries the updatedAt the screen showed (a changed item is a 409). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { News } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { applyNewsChange } from './get-news-list';

export function archiveNews({ id, updatedAt }: { id: string; updatedAt?: string }): Promise<News> {
  return backOfficeRequest<News>(`/archive/news/${encodeURIComponent(id)}`, { method: 'POST', body: updatedAt ? { updatedAt } : {} });
}

export function useArchiveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveNews,
    onSuccess: (archived, { id }) => applyNewsChange(queryClient, id, archived),
  });
}
