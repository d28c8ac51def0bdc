/**
 * /news-management (ADMIN): approved content only, newest first, searched by title, description, author and
 * category with the matches marked, and filtered by publication day (SPEC §9). Add, edit, delete, view and
 * archive. SPEC's route table gives authors this path as "the same screen" as /news: they get their own list.
 */
import { Link } from 'react-router';
import { Button, Group, Highlight, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../i18n/use-translation';
import { can, newsMessages, type News } from '@newsroom/shared';
import { useMessage } from '../../../i18n/messages';
import { formatViews } from '../../../lib/format-count';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useArchiveNews } from '../api/archive-news';
import { useDeleteNews } from '../api/delete-news';
import { newsListScope, useNewsList } from '../api/get-news-list';
import { NewsIconActions, useConfirmedAction, useDeleteTexts } from './news-list-actions';
import { NewsListSearch, useNewsListSearch } from './news-list-search';
import { NewsStatusBadge } from './news-list-status-badge';
import { NewsListTable, NewsSearchSnippet, NewsTextCell, useNewsColumns } from './news-list-table';
import { NewsListPage } from './news-list-page';

const approvedScope = newsListScope('Approved');
const searchFields = (news: News) => [news.title, news.description, news.author, news.category];

const columns = [
  { key: 'title' },
  { key: 'category', width: 150 },
  { key: 'author', width: 160 },
  { key: 'status', width: 120 },
  { key: 'actions', width: 150 },
] as const;

/** "Published May 2, 2026", or for an approved item whose date is still ahead, when it will appear. */
function publication(news: News, t: TFunction<'desk'>): string {
  if (!news.publicationDate) return t('management.notPublished');
  return new Date(news.publicationDate).getTime() > Date.now()
    ? t('management.scheduled', { when: formatDateTime(news.publicationDate) })
    : t('management.published', { date: formatDate(news.publicationDate) });
}

export function NewsManagementPage() {
  const { actor } = useSession();
  return can(actor, 'reviewNews') ? <ContentManagement /> : <NewsListPage />;
}

function ContentManagement() {
  const { t } = useTranslation('desk');
  const message = useMessage();
  const list = useNewsList(approvedScope);
  const search = useNewsListSearch(list.items, { fields: searchFields, dateField: 'publicationDate' });
  const remove = useConfirmedAction(useDeleteNews(), useDeleteTexts(newsMessages.confirmDeleteContent));
  const archive = useConfirmedAction(useArchiveNews(), {
    confirm: message(newsMessages.confirmArchive),
    confirmLabel: t('actions.archiveLabel'),
    success: message(newsMessages.archived),
    failure: message(newsMessages.archiveFailed),
  });
  const labelled = useNewsColumns(columns);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('management.heading')}</Title>
        <Button component={Link} to={paths.newsForm.getHref()} leftSection={<IconPlus size={18} aria-hidden />}>
          {t('management.add')}
        </Button>
      </Group>
      <NewsListSearch
        search={search}
        placeholder={t('management.searchPlaceholder')}
        label={t('management.searchLabel')}
        dateLabel={t('management.publishedOn')}
        withButton
      />
      <NewsListTable
        caption={t('management.caption')}
        list={list}
        search={search}
        columns={labelled}
        minWidth={820}
        emptyText={t('management.empty')}
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
                    {publication(news, t)} · <span style={{ whiteSpace: 'nowrap' }}>{formatViews(news.views)}</span>
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
