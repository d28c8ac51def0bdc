/** /archived-news (ADMIN): archived content, approved again (now or at a chosen date) or rejected (SPEC §2). */
import { useArchivedNews } from '../api/get-archived-news';
import { NewsReviewList } from './news-list-review';

export function ArchivedNewsPage() {
  return <NewsReviewList heading="Archived Content" list={useArchivedNews()} emptyText="No Archived Content Available" canDecide />;
}
