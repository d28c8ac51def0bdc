/**
 * The states every news list goes through (SPEC §2): 'Loading...', its empty text, or its rows. A list that
 * could not be read shows its empty state (SPEC §8) with a quiet line beneath: what went wrong, and a retry.
 */
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import type { NewsList } from '../api/get-news-list';

export type NewsListState = 'loading' | 'empty' | 'filled';

/** Nothing matches yet while later pages are still arriving: that is still loading, not empty. */
export function newsListState(list: NewsList, shown: number): NewsListState {
  if (shown > 0) return 'filled';
  if (list.error) return 'empty';
  return list.isPending || list.isLoadingMore ? 'loading' : 'empty';
}

interface NewsListLoadErrorProps {
  error: Error | null;
  onRetry: () => void;
}

export function NewsListLoadError({ error, onRetry }: NewsListLoadErrorProps) {
  const { t } = useTranslation('desk');
  const message = useMessage();
  if (!error) return null;
  return (
    <Text size="sm" c="dimmed" role="status">
      {t('list.loadFailed')} {message(errorMessage(error, t('list.noAnswer')))}{' '}
      <Anchor component="button" type="button" size="sm" onClick={onRetry}>
        {t('list.tryAgain')}
      </Anchor>
    </Text>
  );
}
