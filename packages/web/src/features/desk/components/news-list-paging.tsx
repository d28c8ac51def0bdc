/**
 * Paging a filtered news list in the browser: only one page of rows is ever rendered, however many thousands
 * of items match, and a new search starts again at the first page.
 */
import { useMemo, useState } from 'react';
import { Group, Loader, Pagination, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { formatCount } from '../../../lib/format-count';

export const NEWS_ROWS_PER_PAGE = 25;

export interface Paged<T> {
  pageItems: T[];
  page: number;
  totalPages: number;
  setPage: (page: number) => void;
  /** 1-based positions of the first and last shown item. */
  from: number;
  to: number;
  count: number;
}

export function usePagedItems<T>(items: T[], resetKey: string, perPage = NEWS_ROWS_PER_PAGE): Paged<T> {
  const [state, setState] = useState({ page: 1, resetKey });
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  // A different search starts on page 1; a shorter list (after a deletion) keeps the last page that exists.
  const page = Math.min(state.resetKey === resetKey ? state.page : 1, totalPages);
  const pageItems = useMemo(() => items.slice((page - 1) * perPage, page * perPage), [items, page, perPage]);
  return {
    pageItems,
    page,
    totalPages,
    setPage: (next) => setState({ page: next, resetKey }),
    from: items.length ? (page - 1) * perPage + 1 : 0,
    to: (page - 1) * perPage + pageItems.length,
    count: items.length,
  };
}

interface NewsListFooterProps {
  paged: Paged<unknown>;
  /** Later pages of the list are still arriving from the server. */
  loadingMore: boolean;
  /** How many items the server has, for "loaded x of y" while loading more. */
  loaded: number;
  total: number;
  /** Called after the page changed, e.g. to bring the top of the list into view. */
  onPageChange?: () => void;
}

export function NewsListFooter({ paged, loadingMore, loaded, total, onPageChange }: NewsListFooterProps) {
  const { t } = useTranslation('desk');
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {paged.count > 0 ? t('list.showing', { from: formatCount(paged.from), to: formatCount(paged.to), all: formatCount(paged.count) }) : null}
        </Text>
        {loadingMore && (
          <Group gap={6} wrap="nowrap">
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="dimmed">
              {t('list.loadingMore', { loaded: formatCount(loaded), total: formatCount(total) })}
            </Text>
          </Group>
        )}
      </Group>
      {paged.totalPages > 1 && (
        <Pagination
          total={paged.totalPages}
          value={paged.page}
          onChange={(page) => {
            paged.setPage(page);
            onPageChange?.();
          }}
          size="sm"
          siblings={1}
          getControlProps={(control) => ({ 'aria-label': t(`list.pageControl.${control}`) })}
          getItemProps={(page) => ({ 'aria-label': t('list.page', { page }) })}
        />
      )}
    </Group>
  );
}
