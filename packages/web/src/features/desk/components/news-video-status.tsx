/**
 * Where a story's own video stands, for its writer and ADMINs (issue 27): being prepared for the web (with how far),
 * ready (with its poster), or failed (with the reason the server gave, in words for the writer).
 */
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Progress.css';
import { Alert, Badge, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { NewsVideo } from '@newsroom/shared';
import { useMessage } from '../../../i18n/messages';

interface NewsVideoStatusProps {
  video: NewsVideo;
  /** Off where the player itself shows the poster. */
  withPoster?: boolean;
}

export function NewsVideoStatus({ video, withPoster = true }: NewsVideoStatusProps) {
  const { t } = useTranslation('desk');
  const message = useMessage();
  if (video.status === 'failed') {
    return (
      <Alert color="red" title={t('video.status.failed')}>
        {video.error ? message(video.error) : t('video.failedNoReason')}
      </Alert>
    );
  }
  if (video.status === 'processing') {
    const percent = video.progress ?? 0;
    return (
      <Stack gap={4} role="status">
        <Group gap="xs">
          <Badge color="yellow" variant="light">
            {t('video.status.processing')}
          </Badge>
          <Text size="sm" c="dimmed">
            {t('video.processingPercent', { percent })}
          </Text>
        </Group>
        <Progress value={percent} aria-label={t('video.processingProgress')} animated striped />
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <Badge color="green" variant="light">
        {t('video.status.ready')}
      </Badge>
      {withPoster && video.posterUrl && <Image src={video.posterUrl} alt={t('video.poster')} radius="md" style={{ aspectRatio: '16 / 9' }} />}
    </Stack>
  );
}
