/**
 * /RejectedNewsList (ADMIN, PRODUCT.md): rejected content from GET /news?status=Rejected, newest first, searched by
 * title, description, author and status with the matches marked; delete after confirmation, and view. Each item
 * shows the reason it was rejected for, when the reviewer gave one.
 */
import { Stack, Table, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { newsMessages, type News } from '@newsroom/shared';
import { newsListScope, useNewsList } from '../api/get-news-list';
import { useDeleteNews } from '../api/delete-news';
import { NewsIconActions, useConfirmedAction, useDeleteTexts } from './news-list-actions';
import { NewsListSearch, useNewsListSearch } from './news-list-search';
import { NewsListTable, NewsSummaryCells, useNewsColumns } from './news-list-table';
import { NewsRejectionReason } from './news-rejection-reason';

const rejectedScope = newsListScope('Rejected');
const searchFields = (news: News) => [news.title, news.description, news.author, news.status];

const columns = [
  { key: 'title', width: 240 },
  { key: 'description' },
  { key: 'author', width: 160 },
  { key: 'status', width: 120 },
  { key: 'actions', width: 100 },
] as const;

export function RejectedNewsPage() {
  const { t } = useTranslation('desk');
  const list = useNewsList(rejectedScope);
  const search = useNewsListSearch(list.items, { fields: searchFields });
  const remove = useConfirmedAction(useDeleteNews(), useDeleteTexts(newsMessages.confirmDeleteNews));
  const labelled = useNewsColumns(columns);

  return (
    <Stack gap="md">
      <Title order={2}>{t('rejected.heading')}</Title>
      <NewsListSearch search={search} placeholder={t('rejected.searchPlaceholder')} label={t('rejected.searchLabel')} />
      <NewsListTable
        caption={t('rejected.caption')}
        list={list}
        search={search}
        columns={labelled}
        minWidth={720}
        emptyText={t('rejected.empty')}
        renderRow={(news) => (
          <Table.Tr key={news.id}>
            <NewsSummaryCells news={news} search={search} belowTitle={<NewsRejectionReason news={news} />} />
            <Table.Td>
              <NewsIconActions news={news} onDelete={() => remove.ask({ id: news.id })} deleting={remove.isRunning(news.id)} />
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
