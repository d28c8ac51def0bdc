/** POST /news/comment/approve/{id} (ADMIN): the comment becomes public. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationComment } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { removeModerationComment } from './remove-moderation-comment';

export function approveComment(id: string): Promise<ModerationComment> {
  return backOfficeRequest<ModerationComment>(`/news/comment/approve/${encodeURIComponent(id)}`, { method: 'POST' });
}

export function useApproveComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveComment,
    onSuccess: (_comment, id) => removeModerationComment(queryClient, id),
  });
}
