/** GET /news/{id}/revisions/{revisionId}: one save of an item with its text, to compare with the current version. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsRevision } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { newsRevisionsQueryKey } from './get-news-revisions';

export function getNewsRevision(newsId: string, revisionId: string): Promise<NewsRevision> {
  return backOfficeRequest<NewsRevision>(`/news/${encodeURIComponent(newsId)}/revisions/${encodeURIComponent(revisionId)}`);
}

export function newsRevisionQueryOptions(newsId: string, revisionId: string) {
  return queryOptions({ queryKey: [...newsRevisionsQueryKey(newsId), 'item', revisionId], queryFn: () => getNewsRevision(newsId, revisionId) });
}

export function useNewsRevision(newsId: string, revisionId: string) {
  return useQuery(newsRevisionQueryOptions(newsId, revisionId));
}
