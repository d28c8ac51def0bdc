/** GET /news/archived (ADMIN): archived content, newest created first. */
import { newsListQueryOptions, useNewsList, type NewsListScope } from './get-news-list';

export const archivedNewsScope: NewsListScope = { path: '/news/archived', status: 'Archived' };

export function archivedNewsQueryOptions() {
  return newsListQueryOptions(archivedNewsScope);
}

export function useArchivedNews() {
  return useNewsList(archivedNewsScope);
}
