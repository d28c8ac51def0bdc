/**
 * A short note on a story's page that its own video is still being prepared, or could not be: for back-office users
 * only (a writer previewing), since the public never sees a video before it is ready. Shown only after hydration: the
 * server renders public pages for nobody in particular.
 */
import { Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import type { NewsVideo } from '@newsroom/shared';
import { useHydrated } from '../lib/use-hydrated';
import { useSession } from '../lib/session';

export function VideoNotReadyNote({ video }: { video: NewsVideo }) {
  const { t } = useTranslation('news');
  const hydrated = useHydrated();
  const session = useSession();
  if (!hydrated || !session.actor || video.status === 'ready') return null;
  return (
    <Text size="sm" c="dimmed" role="status" mb="xs">
      {video.status === 'processing' ? t('player.notReadyProcessing') : t('player.notReadyFailed')}
    </Text>
  );
}
