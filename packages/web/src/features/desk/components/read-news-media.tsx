/**
 * The reader's left panel (SPEC §2): the thumbnail when there is one, otherwise a link to the YouTube embed,
 * otherwise a note that there is neither.
 */
import { Anchor, Box, Text } from '@mantine/core';
import { IconBrandYoutube, IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { News } from '@newsroom/shared';
import { isYouTubeEmbedUrl } from '../../../components/youtube-embed';
import { emptyPanelStyle, PhotoButton } from './read-news-gallery';
import type { PreviewedPhoto } from './read-news-photo-preview';

interface ReadNewsMediaProps {
  news: Pick<News, 'title' | 'thumbnailUrl' | 'thumbnail' | 'embedYouTubeUrl'>;
  onOpen: (photo: PreviewedPhoto) => void;
}

export function ReadNewsMedia({ news, onOpen }: ReadNewsMediaProps) {
  const { t } = useTranslation('desk');
  if (news.thumbnailUrl) {
    return (
      <PhotoButton
        photo={{ url: news.thumbnailUrl, image: news.thumbnail }}
        label={t('reader.thumbnail')}
        title={news.title}
        sizes="(max-width: 768px) 100vw, 450px"
        aspectRatio="16 / 10"
        onOpen={onOpen}
      />
    );
  }
  // Only a link that passed the embed check becomes a link (the server checks it too).
  if (isYouTubeEmbedUrl(news.embedYouTubeUrl)) {
    return (
      <Box p="lg" ta="center" style={emptyPanelStyle}>
        <IconBrandYoutube size={40} stroke={1.4} color="var(--mantine-color-red-6)" aria-hidden />
        <Anchor href={news.embedYouTubeUrl} target="_blank" rel="noopener noreferrer" fw={600}>
          {t('reader.watchVideo')}
        </Anchor>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {news.embedYouTubeUrl}
        </Text>
      </Box>
    );
  }
  return (
    <Box p="lg" ta="center" style={emptyPanelStyle}>
      <IconPhotoOff size={32} stroke={1.4} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text c="dimmed">{t('reader.noMedia')}</Text>
    </Box>
  );
}
