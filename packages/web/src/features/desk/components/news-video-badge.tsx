/** A story's own video in a list row (issue 27): how far its processing is, ready, or failed with the reason. */
import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { NewsVideo } from '@newsroom/shared';
import { useMessage } from '../../../i18n/messages';

const colors = { processing: 'yellow', ready: 'green', failed: 'red' } as const;

export function NewsVideoBadge({ video }: { video: NewsVideo }) {
  const { t } = useTranslation('desk');
  const message = useMessage();
  const label =
    video.status === 'processing'
      ? t('video.badge.processing', { percent: video.progress ?? 0 })
      : video.status === 'ready'
        ? t('video.badge.ready')
        : t('video.badge.failed');
  return (
    <Stack gap={2} mt={4}>
      <Badge color={colors[video.status]} variant="light" size="sm">
        {label}
      </Badge>
      {video.status === 'failed' && (
        <Text size="xs" c="red">
          {video.error ? message(video.error) : t('video.failedNoReason')}
        </Text>
      )}
    </Stack>
  );
}
