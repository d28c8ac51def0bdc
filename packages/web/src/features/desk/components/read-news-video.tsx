/**
 * The back-office reader's view of a story's own video (issue 27): its status (the item is asked for again while it
 * is being prepared: get-news.ts), and once ready the player, as readers will see it.
 */
import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { News, NewsVideo } from '@newsroom/shared';
import { NewsVideoPlayer } from '../../../components/news-video-player';
import { isPlayableVideo } from '../../../components/playable-video';
import { NewsVideoStatus } from './news-video-status';

export function ReadNewsVideo({ news, video }: { news: Pick<News, 'title'>; video: NewsVideo }) {
  const { t } = useTranslation('desk');
  return (
    <Stack component="section" gap="xs" aria-label={t('video.section')}>
      <Title order={3} size="h4">
        {t('video.section')}
      </Title>
      <NewsVideoStatus video={video} withPoster={false} />
      {isPlayableVideo(video) && <NewsVideoPlayer video={video} title={news.title} />}
    </Stack>
  );
}
