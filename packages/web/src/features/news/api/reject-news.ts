/** POST /reject/news/{id} (ADMIN): rejects a pending or archived item; the body carries the updatedAt the screen showed (a changed item is a 409). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { News } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { applyNewsChange } from './get-news-list';

export function rejectNews({ id, updatedAt }: { id: string; updatedAt?: string }): Promise<News> {
  return backOfficeRequest<News>(`/reject/news/${encodeURIComponent(id)}`, { method: 'POST', body: updatedAt ? { updatedAt } : {} });
}

export function useRejectNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectNews,
    onSuccess: (rejected, { id }) => applyNewsChange(queryClient, id, rejected),
  });
}
