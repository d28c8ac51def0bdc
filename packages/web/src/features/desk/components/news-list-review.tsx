/**
 * The review screens, pending (/pending-news) and archived (/archived-news), which SPEC §2 describes alike:
 * columns Title (dates under it), Description, Author, Status, Actions; a search on title, description and
 * author; a filter on the creation day; newest created first.
 */
import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { News } from '@newsroom/shared';
import { formatDate } from '../../../lib/format-date';
import type { NewsList } from '../api/get-news-list';
import { NewsReviewActions, useReviewDecisions } from './news-list-review-actions';
import { NewsListSearch, useNewsListSearch } from './news-list-search';
import { NewsListTable, NewsSummaryCells, useNewsColumns } from './news-list-table';

const searchFields = (news: News) => [news.title, news.description, news.author];

const columns = [
  { key: 'title', width: 240 },
  { key: 'description' },
  { key: 'author', width: 150 },
  { key: 'status', width: 120 },
  { key: 'actions', width: 250 },
] as const;

interface NewsReviewListProps {
  heading: string;
  /** The accessible name of the search, e.g. "Search pending content". */
  searchLabel: string;
  list: NewsList;
  emptyText: string;
  /** Whether the reader decides (ADMIN) or only looks (an AUTHOR on their own pending items). */
  canDecide: boolean;
}

export function NewsReviewList({ heading, searchLabel, list, emptyText, canDecide }: NewsReviewListProps) {
  const { t } = useTranslation('desk');
  const labelled = useNewsColumns(canDecide ? columns : columns.map((column) => (column.key === 'actions' ? { key: 'actions', width: 90 } : column)));
  const search = useNewsListSearch(list.items, { fields: searchFields, dateField: 'createdAt' });
  const decisions = useReviewDecisions();

  return (
    <Stack gap="md">
      <Title order={2}>{heading}</Title>
      <NewsListSearch search={search} placeholder={t('review.searchPlaceholder')} label={searchLabel} dateLabel={t('review.createdOn')} />
      <NewsListTable
        caption={heading}
        list={list}
        search={search}
        columns={labelled}
        minWidth={canDecide ? 960 : 760}
        emptyText={emptyText}
        renderRow={(news) => (
          <Table.Tr key={news.id}>
            <NewsSummaryCells
              news={news}
              search={search}
              belowTitle={
                <>
                  <Text size="xs" c="dimmed" mt={4}>
                    {t('review.publicationDate', { date: formatDate(news.publicationDate) || '—' })}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('review.created', { date: formatDate(news.createdAt) })}
                  </Text>
                </>
              }
            />
            <Table.Td>
              <NewsReviewActions news={news} decisions={canDecide ? decisions : null} />
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
