/**
 * The review screens, pending (/pending-news) and archived (/archived-news), which SPEC §2 describes alike:
 * columns Title (dates under it), Description, Author, Status, Actions; a search on title, description and
 * author; a filter on the creation day; newest created first.
 */
import { Stack, Table, Text, Title } from '@mantine/core';
import type { News } from '@newsroom/shared';
import { formatDate } from '../../../lib/format-date';
import type { NewsList } from '../api/get-news-list';
import { NewsReviewActions, useReviewDecisions } from './news-list-review-actions';
import { NewsListSearch, useNewsSearch } from './news-list-search';
import { NewsListTable, NewsSummaryCells } from './news-list-table';

const searchFields = (news: News) => [news.title, news.description, news.author];

const columns = [
  { label: 'Title', width: 240 },
  { label: 'Description' },
  { label: 'Author', width: 150 },
  { label: 'Status', width: 120 },
  { label: 'Actions', width: 250 },
] as const;

interface NewsReviewListProps {
  heading: string;
  list: NewsList;
  emptyText: string;
  /** Whether the reader decides (ADMIN) or only looks (an AUTHOR on their own pending items). */
  canDecide: boolean;
}

export function NewsReviewList({ heading, list, emptyText, canDecide }: NewsReviewListProps) {
  const search = useNewsSearch(list.items, { fields: searchFields, dateField: 'createdAt' });
  const decisions = useReviewDecisions();

  return (
    <Stack gap="md">
      <Title order={2}>{heading}</Title>
      <NewsListSearch
        search={search}
        placeholder="Search title, description, author"
        label={`Search ${heading.toLowerCase()}`}
        dateLabel="Created on"
      />
      <NewsListTable
        caption={heading}
        list={list}
        search={search}
        columns={canDecide ? columns : columns.map((column) => (column.label === 'Actions' ? { label: 'Actions', width: 90 } : column))}
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
                    Publication date: {formatDate(news.publicationDate) || '—'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Created: {formatDate(news.createdAt)}
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
