/**
 * /author/{id}: an author's published stories, newest first, as a grid of cards like a category's, headed by the
 * author's name as their bylines give it; a card opens the whole post in a modal. An author who does not exist or has
 * no published story gets the not-found view (the server answers 404 for it too), so the page tells nothing of
 * accounts that have published nothing.
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import { Stack, Text, Title } from '@mantine/core';
import { IconUserSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { News } from '@newsroom/shared';
import { PageLoader } from '../../../components/page-loader';
import { useSiteTitle } from '../../../lib/site';
import { useAuthorNews } from '../../../api/get-author-news';
import { ListNotFound } from './list-not-found';
import { NewsCardModal } from './news-card-modal';
import { NewsGrid } from './news-grid';

function AuthorNotFound() {
  const { t } = useTranslation('news');
  return <ListNotFound icon={<IconUserSearch size={28} aria-hidden />} title={t('author.notFound')} text={t('author.notFoundText')} />;
}

export function AuthorPage() {
  const { id = '' } = useParams();
  const query = useAuthorNews(id);
  const [opened, setOpened] = useState<News | null>(null);
  const { t } = useTranslation('news');
  const firstPage = query.data?.pages[0];
  // Without the list (it failed to load) there is no name yet: the grid offers to try again.
  const name = firstPage?.items[0]?.author;
  const title = useSiteTitle(name ?? t('author.eyebrow'));
  if (query.isPending) return <PageLoader />;
  if (firstPage?.total === 0) return <AuthorNotFound />;
  return (
    <Stack gap="xl" py="md">
      <title>{title}</title>
      <Stack gap={6}>
        <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.08em' }}>
          {t('author.eyebrow')}
        </Text>
        <Title order={1}>{name ? t('author.storiesBy', { name }) : t('author.eyebrow')}</Title>
        {firstPage && <Text c="dimmed">{t('author.publishedStories', { count: firstPage.total })}</Text>}
      </Stack>
      <NewsGrid query={query} onOpen={setOpened} />
      <NewsCardModal news={opened} onClose={() => setOpened(null)} fullPost />
    </Stack>
  );
}
