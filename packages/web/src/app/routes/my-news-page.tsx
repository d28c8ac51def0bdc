/**
 * /my-news and /news: the news list, with an AUTHOR's desk (their pending count, views, most read and scheduled
 * stories) between its heading and the list. An ADMIN has the whole site's on /dashboard instead.
 */
import { useSession } from '../../lib/session';
import { AuthorDeskPanel } from '../../features/dashboard/components/author-desk-panel';
import { NewsListPage } from '../../features/desk/components/news-list-page';

export function MyNewsPage() {
  const { role } = useSession();
  return <NewsListPage desk={role === 'AUTHOR' ? <AuthorDeskPanel /> : undefined} />;
}
