/**
 * A story opened from a card (SPEC §2, at most 600px wide): its video or picture, category, date, title and
 * description, and Read More to its page. Category pages show the whole post here, as on its page.
 * Loaded on the first open (see news-card-modal.tsx).
 */
import '../../../components/dialog-styles';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { News } from '@newsroom/shared';
import { NewsMedia } from '../../../components/news-media';
import { StoryText } from '../../../components/story-text';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { newsDate } from './news-card';

export interface NewsCardDialogProps {
  /** The story to show; null closes the modal. */
  news: News | null;
  onClose: () => void;
  /** Show the content too (category pages). */
  fullPost?: boolean;
}

export function NewsCardDialog({ news, onClose, fullPost = false }: NewsCardDialogProps) {
  const { t } = useTranslation('news');
  // Keep the last story while the modal fades out, instead of emptying it mid-animation.
  const [shown, setShown] = useState(news);
  if (news && news !== shown) setShown(news);
  const story = news ?? shown;
  const date = story ? newsDate(story) : '';

  return (
    <Modal
      opened={news !== null}
      onClose={onClose}
      size={600}
      radius="lg"
      title={story?.title}
      styles={{
        title: { fontFamily: 'var(--mantine-font-family-headings)', fontSize: 'var(--mantine-font-size-xl)', fontWeight: 700, lineHeight: 1.3 },
      }}
    >
      {story && (
        <Stack gap="md">
          <div style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
            <NewsMedia news={story} sizes="(min-width: 40em) 568px, 100vw" priority />
          </div>
          <Group gap="sm">
            <Badge variant="light" radius="sm">
              {story.category}
            </Badge>
            {date && (
              <Text component="time" dateTime={date} size="sm" c="dimmed">
                {formatDate(date)}
              </Text>
            )}
          </Group>
          <Text size={fullPost ? 'md' : 'lg'} fw={fullPost ? 500 : undefined}>
            {story.description}
          </Text>
          {fullPost && <StoryText content={story.content} />}
          <Group justify="flex-end">
            <Button component={Link} to={paths.viewNews.getHref(story.id)} rightSection={<IconArrowRight size={16} aria-hidden />}>
              {t('card.readMore')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
