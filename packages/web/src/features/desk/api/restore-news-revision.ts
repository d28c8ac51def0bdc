/**
 * POST /news/{id}/revisions/{revisionId}/restore: the revision's text becomes the item's again (photos stay), recorded
 * as a new revision. Answers the item as an edit does; an AUTHOR's restore of a published item sends it back to review.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { News } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { invalidateEditedNews } from './update-news';

export interface RestoreNewsRevisionInput {
  newsId: string;
  revisionId: string;
}

export function restoreNewsRevision({ newsId, revisionId }: RestoreNewsRevisionInput): Promise<News> {
  return backOfficeRequest<News>(`/news/${encodeURIComponent(newsId)}/revisions/${encodeURIComponent(revisionId)}/restore`, { method: 'POST' });
}

export function useRestoreNewsRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreNewsRevision,
    // As after an edit.
    onSuccess: (_, { newsId }) => invalidateEditedNews(queryClient, newsId),
  });
}
