/**
 * One page of a back-office news list at a time, whatever shape its items take (table rows or cards), with the
 * load error, the pager, and a jump back to the list's top when the page changes.
 */
import { useRef, type ReactNode } from 'react';
import type { News } from '@newsroom/shared';
import type { NewsList } from '../api/get-news-list';
import { NewsListFooter, usePagedItems, NEWS_ROWS_PER_PAGE } from './news-list-paging';
import type { NewsListSearchState } from './news-list-search';
import { NewsListLoadError, newsListState, type NewsListState } from './news-list-state';

interface PagedNewsListProps {
  list: NewsList;
  search: NewsListSearchState;
  perPage?: number;
  /** The shown page: its items, and whether the list is loading, empty or filled. */
  children: (pageItems: News[], state: NewsListState) => ReactNode;
}

export function PagedNewsList({ list, search, perPage = NEWS_ROWS_PER_PAGE, children }: PagedNewsListProps) {
  const top = useRef<HTMLDivElement>(null);
  const paged = usePagedItems(search.results, search.filterKey, perPage);
  return (
    <>
      <div ref={top} style={{ scrollMarginTop: 72 }}>
        {children(paged.pageItems, newsListState(list, search.results.length))}
      </div>
      <NewsListLoadError error={list.error} onRetry={list.retry} />
      <NewsListFooter
        paged={paged}
        loadingMore={list.isLoadingMore && !list.isPending}
        loaded={list.items.length}
        total={list.total}
        onPageChange={() => top.current?.scrollIntoView({ block: 'start' })}
      />
    </>
  );
}
