/** /archived-news (ADMIN): archived content, approved again (now or at a chosen date) or rejected (SPEC §2). */
import { useTranslation } from '../../../i18n/use-translation';
import { useArchivedNews } from '../api/get-archived-news';
import { NewsReviewList } from './news-list-review';

export function ArchivedNewsPage() {
  const { t } = useTranslation('desk');
  return (
    <NewsReviewList
      heading={t('review.archivedHeading')}
      searchLabel={t('review.searchArchived')}
      list={useArchivedNews()}
      emptyText={t('review.archivedEmpty')}
      canDecide
    />
  );
}
