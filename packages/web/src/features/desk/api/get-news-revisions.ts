/** GET /news/{id}/revisions (the item's author or an ADMIN): one page of its saves, newest first, without their text. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsRevisionSummary, Page } from '@newsroom/shared';
import { backOfficeRequest } from '../../../lib/api-client';
import { newsQueryKey } from './get-news';

/** Revisions per page of the history. */
export const NEWS_REVISIONS_PAGE_SIZE = 20;

/** Under the news key: anything that changes an item (an edit, a restore) refreshes its history too. */
export const newsRevisionsQueryKey = (newsId: string) => [...newsQueryKey, 'revisions', newsId] as const;

export function getNewsRevisions(newsId: string, page: number): Promise<Page<NewsRevisionSummary>> {
  // Asking for a page makes the server answer with the total, which the pager needs.
  return backOfficeRequest<Page<NewsRevisionSummary>>(`/news/${encodeURIComponent(newsId)}/revisions`, {
    query: { page, size: NEWS_REVISIONS_PAGE_SIZE },
  });
}

export function newsRevisionsQueryOptions(newsId: string, page: number) {
  return queryOptions({ queryKey: [...newsRevisionsQueryKey(newsId), 'list', page], queryFn: () => getNewsRevisions(newsId, page) });
}

export function useNewsRevisions(newsId: string, page: number) {
  return useQuery({ ...newsRevisionsQueryOptions(newsId, page), placeholderData: keepPreviousData });
}
