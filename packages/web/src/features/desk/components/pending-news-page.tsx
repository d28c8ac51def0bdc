/**
 * /pending-news: content waiting for review, newest created first. An ADMIN approves (now or at a chosen date)
 * or rejects; an AUTHOR sees their own pending items and may only view them (SPEC §2 route table).
 */
import { useTranslation } from '../../../i18n/use-translation';
import { can } from '@newsroom/shared';
import { useSession } from '../../../lib/session';
import { usePendingNews } from '../api/get-pending-news';
import { NewsReviewList } from './news-list-review';

export function PendingNewsPage() {
  const { actor } = useSession();
  const { t } = useTranslation('desk');
  return (
    <NewsReviewList
      heading={t('review.pendingHeading')}
      searchLabel={t('review.searchPending')}
      list={usePendingNews()}
      emptyText={t('review.pendingEmpty')}
      canDecide={can(actor, 'reviewNews')}
    />
  );
}
