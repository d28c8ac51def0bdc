/**
 * The table the back-office news screens share: SPEC's columns, its loading and empty rows, one page of rows
 * at a time, and horizontal scrolling inside the table on narrow screens (the page itself never scrolls
 * sideways).
 */
import type { ReactNode } from 'react';
import { Highlight, Stack, Table } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { News } from '@newsroom/shared';
import { ListTableBody } from '../../../components/list-table-body';
import { SearchSnippetText } from '../../../components/search-snippet';
import type { NewsList } from '../api/get-news-list';
import type { NewsListSearchState } from './news-list-search';
import { NewsStatusBadge } from './news-list-status-badge';
import { NewsVideoBadge } from './news-video-badge';
import { PagedNewsList } from './paged-news-list';

export interface NewsListColumn {
  label: string;
  width?: number;
}

/** A column as a screen lists it: which of the shared headings (desk.json's `columns`), and how wide. */
export interface NewsColumnKey {
  key: 'title' | 'description' | 'category' | 'author' | 'status' | 'actions';
  width?: number;
}

/** The columns with their headings in the reader's language. */
export function useNewsColumns(columns: readonly NewsColumnKey[]): NewsListColumn[] {
  const { t } = useTranslation('desk');
  return columns.map(({ key, width }) => ({ label: t(`columns.${key}`), width }));
}

interface NewsListTableProps {
  /** Names the table for assistive technology, e.g. "Pending content". */
  caption: string;
  list: NewsList;
  search: NewsListSearchState;
  columns: readonly NewsListColumn[];
  /** Below this width the table scrolls sideways inside its container. */
  minWidth: number;
  emptyText: string;
  /** One `<Table.Tr>` per item, keyed by the item's id. */
  renderRow: (news: News) => ReactNode;
}

export function NewsListTable({ caption, list, search, columns, minWidth, emptyText, renderRow }: NewsListTableProps) {
  return (
    <Stack gap="sm">
      <PagedNewsList list={list} search={search}>
        {(pageItems, state) => (
          <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ type: 'auto' }}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label={caption} aria-busy={state === 'loading'}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column.label} scope="col" w={column.width}>
                      {column.label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <ListTableBody
                loading={state === 'loading'}
                items={pageItems}
                columnCount={columns.length}
                emptyText={emptyText}
                renderRow={renderRow}
              />
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedNewsList>
    </Stack>
  );
}

interface NewsTextCellProps {
  /** The item's text, with the current search marked in it. */
  children: string;
  highlight: string;
  strong?: boolean;
  lineClamp?: number;
  /** Small print under the text, such as dates. */
  below?: ReactNode;
}

export function NewsTextCell({ children, highlight, strong = false, lineClamp, below }: NewsTextCellProps) {
  return (
    <Table.Td>
      <Highlight highlight={highlight} size="sm" fw={strong ? 600 : undefined} lineClamp={lineClamp}>
        {children}
      </Highlight>
      {below}
    </Table.Td>
  );
}

/** The body around the matched words when the server's search found the item, then whatever else goes below. */
export function NewsSearchSnippet({ news, search, below }: { news: News; search: NewsListSearchState; below?: ReactNode }) {
  const snippet = search.snippetOf(news);
  return (
    <>
      {snippet && <SearchSnippetText snippet={snippet} size="xs" c="dimmed" lineClamp={3} mt={4} />}
      {below}
    </>
  );
}

/** Title, description, author and status: the cells the review and rejected lists share, with the search marked. */
export function NewsSummaryCells({ news, search, belowTitle }: { news: News; search: NewsListSearchState; belowTitle?: ReactNode }) {
  const { highlight } = search;
  return (
    <>
      <NewsTextCell highlight={highlight} strong below={<NewsSearchSnippet news={news} search={search} below={belowTitle} />}>
        {news.title}
      </NewsTextCell>
      <NewsTextCell highlight={highlight} lineClamp={3}>
        {news.description}
      </NewsTextCell>
      <NewsTextCell highlight={highlight}>{news.author}</NewsTextCell>
      <Table.Td>
        <NewsStatusBadge status={news.status} />
        {news.video && <NewsVideoBadge video={news.video} />}
      </Table.Td>
    </>
  );
}
