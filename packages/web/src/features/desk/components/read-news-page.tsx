/**
 * /read-news/{id}: the back office's reader of one item, whatever its status (SPEC §2 News reader): its
 * details, the thumbnail or video link, its photos, its status and view count. At most 950px wide.
 */
import { useState, type ReactNode } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Box, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEye } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { News } from '@newsroom/shared';
import { StoryText } from '../../../components/story-text';
import { formatDate } from '../../../lib/format-date';
import { useNewsViews } from '../api/get-news-views';
import { NewsItemLoader } from './news-form-item-loader';
import { NewsStatusBadge } from './news-list-status-badge';
import { useNewsListHref } from './news-form-navigation';
import { ReadNewsGallery } from './read-news-gallery';
import { ReadNewsMedia } from './read-news-media';
import { ReadNewsVideo } from './read-news-video';
import { PhotoPreview, type PreviewedPhoto } from './read-news-photo-preview';

export interface ReadNewsPageProps {
  /** What a route shows under the story, for it (another feature's panel: its video's captions). */
  below?: (news: News) => ReactNode;
}

export function ReadNewsPage({ below }: ReadNewsPageProps = {}) {
  const { id = '' } = useParams();
  return (
    <Box maw={950} mx="auto">
      <BackButton />
      <NewsItemLoader id={id} withBackToList={false}>
        {(news) => (
          <Stack gap="lg">
            <NewsReader key={news.id} news={news} />
            {below?.(news)}
          </Stack>
        )}
      </NewsItemLoader>
    </Box>
  );
}

/** Back where the reader came from; opened directly (no history in the app), back to the role's list. */
function BackButton() {
  const { t } = useTranslation('desk');
  const navigate = useNavigate();
  const location = useLocation();
  const listHref = useNewsListHref();
  // The router gives the first entry of a session the key "default": there is nothing to go back to.
  const hasHistory = location.key !== 'default';
  return (
    <Button
      variant="subtle"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
      mb="sm"
      px="xs"
      onClick={() => (hasHistory ? navigate(-1) : navigate(listHref))}
    >
      {t('reader.back')}
    </Button>
  );
}

function ViewCount({ id }: { id: string }) {
  const { t } = useTranslation('desk');
  const views = useNewsViews(id);
  if (views.isPending) return null;
  // SPEC §8: a failed view-count fetch shows 0.
  const count = views.data ?? 0;
  return (
    <Group gap={4} wrap="nowrap" c="dimmed">
      <IconEye size={16} aria-hidden />
      <Text size="sm">{t('reader.views', { count })}</Text>
    </Group>
  );
}

function NewsReader({ news }: { news: News }) {
  const { t } = useTranslation('desk');
  const [preview, setPreview] = useState<PreviewedPhoto | null>(null);
  return (
    <Paper component="article" withBorder p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Group justify="space-between" gap="xs">
            <Group gap="xs" wrap="wrap">
              <Text size="sm" c="dimmed" component="time" dateTime={news.createdAt}>
                {formatDate(news.createdAt)}
              </Text>
              <Text size="sm" c="dimmed" aria-hidden>
                ·
              </Text>
              <Text size="sm" fw={700} className="brand-name" lts={0.5}>
                {news.category.toUpperCase()}
              </Text>
            </Group>
            <Group gap="sm">
              <NewsStatusBadge status={news.status} />
              <ViewCount id={news.id} />
            </Group>
          </Group>
          <Title order={2} style={{ overflowWrap: 'anywhere' }}>
            {news.title}
          </Title>
          <Text fw={500}>{t('reader.by', { author: news.author })}</Text>
          {news.publicationDate && (
            <Text size="sm" c="dimmed">
              {t('reader.publicationDate', { date: formatDate(news.publicationDate) })}
            </Text>
          )}
          <Text size="lg" c="dimmed" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {news.description}
          </Text>
        </Stack>

        {/* Side by side only where the main column is wide enough: at 768px the sidebar takes 250px of it. */}
        {news.video && <ReadNewsVideo news={news} video={news.video} />}

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Box component="section" aria-label={t('reader.media')}>
            <ReadNewsMedia news={news} onOpen={setPreview} />
          </Box>
          <Box component="section" aria-label={t('reader.additionalPhotos')}>
            <ReadNewsGallery photos={news.photos} title={news.title} onOpen={setPreview} previewOpen={preview !== null} />
          </Box>
        </SimpleGrid>

        <Divider />

        {/* As readers will see it: Markdown drawn safely, line breaks kept (the title above is an h2). */}
        <StoryText content={news.content} headingLevel={3} />
      </Stack>
      <PhotoPreview photo={preview} onClose={() => setPreview(null)} />
    </Paper>
  );
}
