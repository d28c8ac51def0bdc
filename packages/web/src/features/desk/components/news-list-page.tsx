/**
 * /my-news and /news: the signed-in user's content, newest first, searched by title, description and author.
 * The server already limits an AUTHOR to their own items (by user id, PRODUCT.md); an ADMIN sees everything.
 * Each item shows its title, description, author, status and publication date, with edit, delete and view; a
 * rejected one also shows the reviewer's reason, when one was given.
 */
import type { ReactNode } from 'react';
import { Group, Highlight, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { newsMessages, type News } from '@newsroom/shared';
import { LoadingText } from '../../../components/loading-text';
import { formatDate } from '../../../lib/format-date';
import { useSession } from '../../../lib/session';
import { useDeleteNews } from '../api/delete-news';
import { newsListScope, useNewsList } from '../api/get-news-list';
import { NewsIconActions, useConfirmedAction, useDeleteTexts } from './news-list-actions';
import { NewsListSearch, useNewsListSearch, type NewsListSearchState } from './news-list-search';
import { NewsStatusBadge } from './news-list-status-badge';
import { NewsRejectionReason } from './news-rejection-reason';
import { NewsSearchSnippet } from './news-list-table';
import { PagedNewsList } from './paged-news-list';

const everyStatus = newsListScope();
const searchFields = (news: News) => [news.title, news.description, news.author];
const CARDS_PER_PAGE = 20;

interface NewsListPageProps {
  /** Shown between the heading and the list: an author's own figures (the route puts them there). */
  desk?: ReactNode;
}

export function NewsListPage({ desk }: NewsListPageProps = {}) {
  const { t } = useTranslation('desk');
  const { role } = useSession();
  const list = useNewsList(everyStatus);
  const search = useNewsListSearch(list.items, { fields: searchFields });
  const remove = useConfirmedAction(useDeleteNews(), useDeleteTexts(newsMessages.confirmDeleteNews));
  // An ADMIN's list holds everyone's items (the server decides what each role sees).
  const admin = role === 'ADMIN';
  const heading = admin ? t('list.allContent') : t('list.myContent');

  return (
    <Stack gap="md">
      <Title order={2}>{heading}</Title>
      {desk}
      <NewsListSearch
        search={search}
        placeholder={t('list.searchPlaceholder')}
        label={admin ? t('list.searchAllContent') : t('list.searchMyContent')}
      />
      <PagedNewsList list={list} search={search} perPage={CARDS_PER_PAGE}>
        {(pageItems, state) => (
          <>
            {state === 'loading' && <LoadingText />}
            {state === 'empty' && (
              <Text c="dimmed" py="md">
                {t('list.empty')}
              </Text>
            )}
            {state === 'filled' && (
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.content')}>
                {pageItems.map((news) => (
                  <li key={news.id}>
                    <NewsListCard news={news} search={search}>
                      <NewsIconActions
                        news={news}
                        withEdit
                        withHistory
                        onDelete={() => remove.ask({ id: news.id })}
                        deleting={remove.isRunning(news.id)}
                      />
                    </NewsListCard>
                  </li>
                ))}
              </Stack>
            )}
          </>
        )}
      </PagedNewsList>
    </Stack>
  );
}

interface NewsListCardProps {
  news: News;
  search: NewsListSearchState;
  /** The item's actions. */
  children: ReactNode;
}

function NewsListCard({ news, search, children }: NewsListCardProps) {
  const { t } = useTranslation('desk');
  const { highlight } = search;
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={news.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={6} miw={0} style={{ flex: 1 }}>
          <Highlight component="h3" highlight={highlight} fw={600} size="md" m={0}>
            {news.title}
          </Highlight>
          <Highlight highlight={highlight} size="sm" c="dimmed" lineClamp={2}>
            {news.description}
          </Highlight>
          <NewsSearchSnippet news={news} search={search} />
          <Group gap="lg" wrap="wrap" mt={4} style={{ rowGap: 6 }}>
            <Text size="sm" component="div">
              {t('list.by')}{' '}
              <Highlight component="span" highlight={highlight} size="sm" fw={500}>
                {news.author}
              </Highlight>
            </Text>
            <Group gap={6} wrap="nowrap">
              <Text size="sm" c="dimmed">
                {t('list.status')}
              </Text>
              <NewsStatusBadge status={news.status} />
            </Group>
            <Text size="sm">
              <Text span size="sm" c="dimmed">
                {t('list.date')}{' '}
              </Text>
              {formatDate(news.publicationDate) || '—'}
            </Text>
          </Group>
          <NewsRejectionReason news={news} />
        </Stack>
        {children}
      </Group>
    </Paper>
  );
}
