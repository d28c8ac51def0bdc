/** POST /reject/news/{id} (ADMIN): rejects a pending or archived item; the body is empty. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { News } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { applyNewsChange } from './get-news-list';

export function rejectNews({ id }: { id: string }): Promise<News> {
  return backOfficeRequest<News>(`/reject/news/${encodeURIComponent(id)}`, { method: 'POST' });
}

export function useRejectNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectNews,
    onSuccess: (rejected, { id }) => applyNewsChange(queryClient, id, rejected),
  });
}
