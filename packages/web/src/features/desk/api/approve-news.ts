/**
 * POST /approve/news/{id} (ADMIN): publishes a pending or archived item, now or at the chosen date. The body
 * carries publicationDate only when one was chosen, as an ISO timestamp (SPEC §5), and the updatedAt the screen
 * showed, so an item that changed since is refused (409) rather than approved unseen; `breaking: true` only when the
 * reviewer ticked Breaking news.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { News } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { applyNewsChange } from './get-news-list';

export interface ApproveNewsInput {
  id: string;
  /** ISO timestamp; leave out to publish now. */
  publicationDate?: string;
  /** The version the reviewer looked at. */
  updatedAt?: string;
  /** Alert every device with breaking news alerts on when the story becomes public. */
  breaking?: boolean;
}

export function approveNews({ id, publicationDate, updatedAt, breaking }: ApproveNewsInput): Promise<News> {
  return backOfficeRequest<News>(`/approve/news/${encodeURIComponent(id)}`, {
    method: 'POST',
    body: { ...(publicationDate ? { publicationDate } : {}), ...(updatedAt ? { updatedAt } : {}), ...(breaking ? { breaking } : {}) },
  });
}

export function useApproveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveNews,
    onSuccess: (approved, { id }) => applyNewsChange(queryClient, id, approved),
  });
}
