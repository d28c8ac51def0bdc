/** Why a rejected item was rejected, shown with it in the back office (the reviewer's words, as given). */
import { Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { News } from '@newsroom/shared';

export function NewsRejectionReason({ news }: { news: Pick<News, 'status' | 'rejectionReason'> }) {
  const { t } = useTranslation('desk');
  if (news.status !== 'Rejected' || !news.rejectionReason) return null;
  return (
    <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      <Text span size="sm" c="dimmed">
        {t('review.reason')}{' '}
      </Text>
      {news.rejectionReason}
    </Text>
  );
}
