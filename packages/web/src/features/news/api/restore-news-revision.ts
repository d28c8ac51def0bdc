/**
 * POST /news/{id}/revisions/{revisionId}/restore: the revision's text becomes the item's again (photos stay), recorded
 * as a new revision. Answers the item as an edit does; an AUTHOR's restore of a published item sends it back to review.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { News } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { newsQueryKey } from './get-news';
import { publicNewsItemQueryKey } from './get-public-news-item';
import { publicNewsListsQueryKey } from './get-public-news';

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
    // As after an edit: the item, its lists and its history (all under the news key), and the public copies.
    onSuccess: (_, { newsId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: newsQueryKey }),
        queryClient.invalidateQueries({ queryKey: publicNewsListsQueryKey }),
        queryClient.invalidateQueries({ queryKey: publicNewsItemQueryKey(newsId) }),
      ]),
  });
}
