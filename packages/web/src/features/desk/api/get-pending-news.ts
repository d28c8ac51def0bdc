/** GET /news/pending: content waiting for review, newest created first; an AUTHOR gets only their own items. */
import { newsListQueryOptions, useNewsList, type NewsListScope } from './get-news-list';

export const pendingNewsScope: NewsListScope = { path: '/news/pending', status: 'Pending' };

export function pendingNewsQueryOptions() {
  return newsListQueryOptions(pendingNewsScope);
}

export function usePendingNews() {
  return useNewsList(pendingNewsScope);
}
