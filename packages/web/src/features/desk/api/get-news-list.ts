/**
 * GET /news (and the pending and archived lists that share its shape): the back-office news lists.
 *
 * The screens search on the client (SPEC §7: "filtered client-side per screen"), so they need every item, but a
 * newsroom can hold thousands and one plain array of them all would be megabytes before the first row shows.
 * The list is therefore read a page of 100 at a time: the first page shows at once and the rest follow in the
 * background into the same cache entry.
 */
import { useEffect, useMemo } from 'react';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { PAGE_SIZE_MAX, type News, type NewsStatus, type Page } from '@newsroom/shared';
import { publicNewsListsQueryKey } from '../../../api/get-public-news';
import { backOfficeRequest } from '../../../lib/api-client';
import { newsQueryKey, VIDEO_PROCESSING_POLL_MS } from './get-news';

const newsListsQueryKey = [...newsQueryKey, 'list'] as const;

/** The most the server gives in one page. */
export const NEWS_LIST_PAGE_SIZE = PAGE_SIZE_MAX;

/** Where a list comes from and, when all its items share one, the status they have. */
export interface NewsListScope {
  path: '/news' | '/news/pending' | '/news/archived';
  status?: NewsStatus;
  /** Whether `status` is a query parameter of the call (GET /news?status=) or already implied by the path. */
  statusInQuery?: boolean;
}

/** GET /news, or GET /news?status= for one status; the server limits an AUTHOR to their own items. */
export function newsListScope(status?: NewsStatus): NewsListScope {
  return { path: '/news', status, statusInQuery: status !== undefined };
}

type ListAnswer = Page<News> | News[];

export async function getNewsListPage(scope: NewsListScope, page: number, signal?: AbortSignal): Promise<Page<News>> {
  const answer = await backOfficeRequest<ListAnswer>(scope.path, {
    query: { status: scope.statusInQuery ? scope.status : undefined, page, size: NEWS_LIST_PAGE_SIZE },
    signal,
  });
  // A server that ignores paging answers the plain array: that is the whole list at once.
  return Array.isArray(answer) ? { items: answer, page: 1, size: answer.length, total: answer.length } : answer;
}

function nextPage(last: Page<News>): number | undefined {
  return last.items.length > 0 && last.page * last.size < last.total ? last.page + 1 : undefined;
}

export function newsListQueryOptions(scope: NewsListScope) {
  return infiniteQueryOptions({
    queryKey: [...newsListsQueryKey, scope.path, scope.status ?? 'all'],
    queryFn: ({ pageParam, signal }) => getNewsListPage(scope, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    // While a row's video is being prepared its progress moves on screen: the list (every page loaded) is asked again.
    refetchInterval: (query) => (hasVideoProcessing(query.state.data?.pages) ? VIDEO_PROCESSING_POLL_MS : false),
  });
}

function hasVideoProcessing(pages: readonly Page<News>[] | undefined): boolean {
  return pages?.some((page) => page.items.some((news) => news.video?.status === 'processing')) ?? false;
}

function newestCreatedFirst(a: News, b: News): number {
  return a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;
}

/** The pages as one list, newest created first (SPEC §9); an item that moved between pages appears once. */
function flatten(pages: readonly Page<News>[] | undefined): News[] {
  if (!pages) return [];
  const byId = new Map<string, News>();
  for (const page of pages) for (const news of page.items) byId.set(news.id, news);
  return [...byId.values()].sort(newestCreatedFirst);
}

export interface NewsList {
  items: News[];
  /** How many items the server has, known once the first page arrived. */
  total: number;
  /** The first page is on its way: nothing to show yet. */
  isPending: boolean;
  /** Later pages are still arriving, so a search may not see everything yet. */
  isLoadingMore: boolean;
  error: Error | null;
  retry: () => void;
}

export function useNewsList(scope: NewsListScope): NewsList {
  const query = useInfiniteQuery(newsListQueryOptions(scope));
  const { hasNextPage, isFetching, isError, fetchNextPage, refetch } = query;
  const pages = query.data?.pages;
  const loadedPages = pages?.length ?? 0;

  useEffect(() => {
    // One page after the other, never while another fetch of this list runs (it would be cancelled). The page
    // count is a dependency because a fast answer can start and end between two renders.
    if (hasNextPage && !isFetching && !isError) void fetchNextPage();
  }, [hasNextPage, isFetching, isError, fetchNextPage, loadedPages]);

  const items = useMemo(() => flatten(pages), [pages]);
  const total = pages?.length ? Math.max(pages[pages.length - 1]!.total, items.length) : 0;

  return {
    items,
    total,
    isPending: query.isPending,
    isLoadingMore: Boolean(hasNextPage) && !isError,
    error: query.error,
    retry: () => void (hasNextPage && pages?.length ? fetchNextPage() : refetch()),
  };
}

function isListData(data: unknown): data is InfiniteData<Page<News>> {
  return Boolean(data && typeof data === 'object' && Array.isArray((data as InfiniteData<unknown>).pages));
}

function containsNews(data: InfiniteData<Page<News>>, id: string): boolean {
  return data.pages.some((page) => page.items.some((news) => news.id === id));
}

function withChange(data: InfiniteData<Page<News>>, id: string, changed: News | null): InfiniteData<Page<News>> {
  return {
    ...data,
    pages: data.pages.map((page) =>
      changed
        ? { ...page, items: page.items.map((news) => (news.id === id ? changed : news)) }
        : { ...page, items: page.items.filter((news) => news.id !== id), total: page.total - 1 },
    ),
  };
}

/**
 * After the server changed (`changed`) or deleted (null) an item: each cached list keeps the new version only if
 * the item still belongs there, so rows leave the screens only once the server said yes (SPEC §4). Complete
 * lists are then only marked stale, to be read again when a screen opens: re-reading thousands of items after
 * each decision would be wasteful while the screen already shows the truth.
 *
 * A list still loading its pages is different: the page on its way was asked for before the change and would
 * overwrite it, and the server's offsets have shifted by one, so such a list is read again from its first page
 * (showing the changed version meanwhile).
 */
export async function applyNewsChange(queryClient: QueryClient, id: string, changed: News | null): Promise<void> {
  const reread: QueryKey[] = [];
  for (const query of queryClient.getQueryCache().findAll({ queryKey: newsListsQueryKey })) {
    if (!isListData(query.state.data) || !containsNews(query.state.data, id)) continue;
    const loading = query.state.fetchStatus === 'fetching';
    // Cancelling puts back the data from before the fetch, which is what the change applies to.
    if (loading) await queryClient.cancelQueries({ queryKey: query.queryKey, exact: true });
    const data = queryClient.getQueryData<InfiniteData<Page<News>>>(query.queryKey);
    if (!data) continue;
    const listStatus = query.queryKey[3];
    const belongs = changed !== null && (listStatus === 'all' || listStatus === changed.status);
    queryClient.setQueryData(query.queryKey, withChange(data, id, belongs ? changed : null));
    const last = data.pages[data.pages.length - 1];
    if (loading || (last && nextPage(last) !== undefined)) reread.push(query.queryKey);
  }
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: newsQueryKey, refetchType: 'none' }),
    // What the public sees changes too (approve publishes, archive and delete take items down).
    queryClient.invalidateQueries({ queryKey: publicNewsListsQueryKey }),
  ]);
  // Not awaited: the decision is done, the re-reading happens in the background.
  for (const key of reread) void queryClient.refetchQueries({ queryKey: key, exact: true });
}
