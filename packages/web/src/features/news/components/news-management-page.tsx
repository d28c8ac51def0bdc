/**
 * /news-management (ADMIN): approved content only, newest first, searched by title, description, author and
 * category with the matches marked, and filtered by publication day (SPEC §9). Add, edit, delete, view and
 * archive. SPEC's route table gives authors this path as "the same screen" as /news: they get their own list.
 */
import { Link } from 'react-router';
import { Button, Group, Highlight, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { can, newsMessages, type News } from '@newsroom/shared';
import { formatViews } from '../../../lib/format-count';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useArchiveNews } from '../api/archive-news';
import { useDeleteNews } from '../api/delete-news';
import { newsListScope, useNewsList } from '../api/get-news-list';
import { deleteTexts, NewsIconActions, useConfirmedAction } from './news-list-actions';
import { NewsListSearch, useNewsSearch } from './news-list-search';
import { NewsStatusBadge } from './news-list-status-badge';
import { NewsListTable, NewsSearchSnippet, NewsTextCell } from './news-list-table';
import { NewsListPage } from './news-list-page';

const approvedScope = newsListScope('Approved');
const searchFields = (news: News) => [news.title, news.description, news.author, news.category];

const columns = [
  { label: 'Title' },
  { label: 'Category', width: 150 },
  { label: 'Author', width: 160 },
  { label: 'Status', width: 120 },
  { label: 'Actions', width: 150 },
] as const;

/** "Published May 2, 2026", or for an approved item whose date is still ahead, when it will appear. */
function publication(news: News): string {
  if (!news.publicationDate) return 'Not published';
  return new Date(news.publicationDate).getTime() > Date.now()
    ? `Scheduled for ${formatDateTime(news.publicationDate)}`
    : `Published ${formatDate(news.publicationDate)}`;
}

export function NewsManagementPage() {
  const { actor } = useSession();
  return can(actor, 'reviewNews') ? <ContentManagement /> : <NewsListPage />;
}

function ContentManagement() {
  const list = useNewsList(approvedScope);
  const search = useNewsSearch(list.items, { fields: searchFields, dateField: 'publicationDate' });
  const remove = useConfirmedAction(useDeleteNews(), deleteTexts(newsMessages.confirmDeleteContent));
  const archive = useConfirmedAction(useArchiveNews(), {
    confirm: newsMessages.confirmArchive,
    confirmLabel: 'Archive',
    success: newsMessages.archived,
    failure: newsMessages.archiveFailed,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>Approved Content</Title>
        <Button component={Link} to={paths.newsForm.getHref()} leftSection={<IconPlus size={18} aria-hidden />}>
          Add Content
        </Button>
      </Group>
      <NewsListSearch
        search={search}
        placeholder="Search title, description, author, category"
        label="Search approved content"
        dateLabel="Published on"
        withButton
      />
      <NewsListTable
        caption="Approved content"
        list={list}
        search={search}
        columns={columns}
        minWidth={820}
        emptyText="No Content Available"
        renderRow={(news) => (
          <Table.Tr key={news.id}>
            <NewsTextCell
              highlight={search.highlight}
              strong
              below={
                <>
                  <Highlight highlight={search.highlight} size="xs" c="dimmed" lineClamp={1} mt={2}>
                    {news.description}
                  </Highlight>
                  <NewsSearchSnippet news={news} search={search} />
                  <Text size="xs" c="dimmed" mt={4}>
                    {publication(news)} · <span style={{ whiteSpace: 'nowrap' }}>{formatViews(news.views)}</span>
                  </Text>
                </>
              }
            >
              {news.title}
            </NewsTextCell>
            <NewsTextCell highlight={search.highlight}>{news.category}</NewsTextCell>
            <NewsTextCell highlight={search.highlight}>{news.author}</NewsTextCell>
            <Table.Td>
              <NewsStatusBadge status={news.status} />
            </Table.Td>
            <Table.Td>
              <NewsIconActions
                news={news}
                withEdit
                withHistory
                onDelete={() => remove.ask({ id: news.id })}
                deleting={remove.isRunning(news.id)}
                onArchive={() => archive.ask({ id: news.id, updatedAt: news.updatedAt })}
                archiving={archive.isRunning(news.id)}
              />
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
