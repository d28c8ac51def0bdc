/**
 * /view-news/{id}: the article with the newsletter's subscribe form at its end and its comments under it (features do
 * not import each other; the route combines them).
 */
import { ArticlePage } from '../../features/news/components/article-page';
import { CommentSection } from '../../features/comments/components/comment-section';
import { SubscribeForm } from '../../features/subscriptions/components/subscribe-form';

export function ArticleRoute() {
  return <ArticlePage afterStory={<SubscribeForm place="article" />} comments={(newsId) => <CommentSection newsId={newsId} />} />;
}
