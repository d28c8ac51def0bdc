/** /read-news/{id}: the back office's reader of a story, with its captions panel for whoever may edit the story. */
import { useQueryClient } from '@tanstack/react-query';
import { can, editSendsBackToReview, type News } from '@newsroom/shared';
import { useSession } from '../../lib/session';
import { CaptionsPanel } from '../../features/captions/components/captions-panel';
import { newsQueryKey } from '../../features/desk/api/get-news';
import { ReadNewsPage } from '../../features/desk/components/read-news-page';

export function ReadNewsRoute() {
  const { actor } = useSession();
  const queryClient = useQueryClient();
  const captionsOf = (news: News) =>
    actor && can(actor, 'editNews', { authorId: news.authorId }) ? (
      <CaptionsPanel
        newsId={news.id}
        sendsBackToReview={editSendsBackToReview(actor, news)}
        onChange={() => void queryClient.invalidateQueries({ queryKey: newsQueryKey })}
      />
    ) : null;
  return <ReadNewsPage below={captionsOf} />;
}
