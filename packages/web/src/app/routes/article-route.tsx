/** /view-news/{id}: the article with its comments under it (features do not import each other; the route combines them). */
import { ArticlePage } from '../../features/news/components/article-page';
import { CommentSection } from '../../features/comments/components/comment-section';

export function ArticleRoute() {
  return <ArticlePage comments={(newsId) => <CommentSection newsId={newsId} />} />;
}
