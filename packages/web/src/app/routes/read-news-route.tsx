/** /read-news/{id}: the back office's reader of a story, with its captions panel for whoever may edit the story. */
import { can } from '@newsroom/shared';
import { useSession } from '../../lib/session';
import { CaptionsPanel } from '../../features/captions/components/captions-panel';
import { ReadNewsPage } from '../../features/desk/components/read-news-page';

export function ReadNewsRoute() {
  const { actor } = useSession();
  return <ReadNewsPage below={(news) => (can(actor, 'editNews', { authorId: news.authorId }) ? <CaptionsPanel newsId={news.id} /> : null)} />;
}
