/** DELETE /news/{id}/captions/{language}: the story's author (while they may edit it) or an ADMIN removes a language's file. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaptionLanguage } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { captionsQueryOptions } from './get-captions';

export interface DeleteCaptionInput {
  newsId: string;
  language: CaptionLanguage;
}

export function deleteCaption({ newsId, language }: DeleteCaptionInput): Promise<void> {
  return backOfficeRequest<void>(`/news/${encodeURIComponent(newsId)}/captions/${encodeURIComponent(language)}`, { method: 'DELETE' });
}

export function useDeleteCaption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCaption,
    onSuccess: (_answer, { newsId }) => queryClient.invalidateQueries({ queryKey: captionsQueryOptions(newsId).queryKey }),
  });
}
