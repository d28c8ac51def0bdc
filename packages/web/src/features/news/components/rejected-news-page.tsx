/**
 * /RejectedNewsList (ADMIN, PRODUCT.md): rejected content from GET /news?status=Rejected, newest first, searched by
 * title, description, author and status with the matches marked; delete after confirmation, and view. Each item
 * shows the reason it was rejected for, when the reviewer gave one.
 */
import { Stack, Table, Title } from '@mantine/core';
import { newsMessages, type News } from '@newsroom/shared';
import { newsListScope, useNewsList } from '../api/get-news-list';
import { useDeleteNews } from '../api/delete-news';
import { deleteTexts, NewsIconActions, useConfirmedAction } from './news-list-actions';
import { NewsListSearch, useNewsSearch } from './news-list-search';
import { NewsListTable, NewsSummaryCells } from './news-list-table';
import { NewsRejectionReason } from './news-rejection-reason';

const rejectedScope = newsListScope('Rejected');
const searchFields = (news: News) => [news.title, news.description, news.author, news.status];

const columns = [
  { label: 'Title', width: 240 },
  { label: 'Description' },
  { label: 'Author', width: 160 },
  { label: 'Status', width: 120 },
  { label: 'Actions', width: 100 },
] as const;

export function RejectedNewsPage() {
  const list = useNewsList(rejectedScope);
  const search = useNewsSearch(list.items, { fields: searchFields });
  const remove = useConfirmedAction(useDeleteNews(), deleteTexts(newsMessages.confirmDeleteNews));

  return (
    <Stack gap="md">
      <Title order={2}>Rejected Content</Title>
      <NewsListSearch search={search} placeholder="Search by Title, Description, Author, Status" label="Search rejected content" />
      <NewsListTable
        caption="Rejected content"
        list={list}
        search={search}
        columns={columns}
        minWidth={720}
        emptyText="No News Available"
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
