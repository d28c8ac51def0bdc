/** The card grid with no story to show (SPEC §2 'No Content found'), and a quiet retry when the list failed (SPEC §8). */
import { Button, EmptyState } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { newsMessages } from '@newsroom/shared';
import { useMessage } from '../../../i18n/messages';

interface NewsGridEmptyProps {
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}

export function NewsGridEmpty({ failed, retrying, onRetry }: NewsGridEmptyProps) {
  const { t } = useTranslation('news');
  const message = useMessage();
  return (
    <EmptyState
      py={48}
      icon={<IconNews size={28} aria-hidden />}
      withIndicatorBackground
      title={message(newsMessages.noContentFound)}
      description={failed ? t('grid.loadFailed') : undefined}
    >
      {failed && (
        <EmptyState.Actions>
          <Button variant="subtle" size="xs" onClick={onRetry} loading={retrying}>
            {t('tryAgain')}
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
