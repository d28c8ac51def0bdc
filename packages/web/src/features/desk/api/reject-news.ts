/**
 * POST /reject/news/{id} (ADMIN): rejects a pending or archived item; the body carries the updatedAt the screen showed
 * (a changed item is a 409) and the reason for the author, when the reviewer gave one.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { News } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { applyNewsChange } from './get-news-list';

export interface RejectNewsInput {
  id: string;
  updatedAt?: string;
  reason?: string;
}

export function rejectNews({ id, updatedAt, reason }: RejectNewsInput): Promise<News> {
  const trimmed = reason?.trim();
  return backOfficeRequest<News>(`/reject/news/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: { ...(updatedAt ? { updatedAt } : {}), ...(trimmed ? { reason: trimmed } : {}) },
  });
}

export function useRejectNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectNews,
    onSuccess: (rejected, { id }) => applyNewsChange(queryClient, id, rejected),
  });
}
