/**
 * A top-level comment with its whole thread. Threads are two levels deep on screen (PRODUCT.md): every reply,
 * at any depth, is listed under the top comment, saying whom it answers when that is another reply. A deleted
 * comment that others answered keeps its place, as 'This comment was deleted.'.
 */
import { useTranslation } from '../../../i18n/use-translation';
import type { PublicComment } from '@newsroom/shared';
import { CommentForm } from './comment-form';
import { CommentItem, DeletedComment, useNameOf } from './comment-item';
import classes from './comments.module.css';

interface CommentThreadProps {
  thread: PublicComment;
  newsId: string;
  /** The comment whose reply form is open, if any (one at a time on the page). */
  replyTo: string | null;
  onReplyTo: (commentId: string | null) => void;
}

export function CommentThread({ thread, newsId, replyTo, onReplyTo }: CommentThreadProps) {
  const { t } = useTranslation('comments');
  const nameOf = useNameOf();
  const names = new Map([thread, ...thread.replies].map((comment) => [comment.id, nameOf(comment)]));

  const replyForm = (commentId: string, name: string) =>
    replyTo === commentId && (
      <div className={classes.replyForm}>
        <CommentForm newsId={newsId} parentId={commentId} label={t('item.replyTo', { name })} onCancel={() => onReplyTo(null)} autoFocus />
      </div>
    );
  const toggle = (commentId: string) => () => onReplyTo(replyTo === commentId ? null : commentId);

  return (
    <li className={classes.thread}>
      {thread.deleted ? (
        <DeletedComment />
      ) : (
        <CommentItem comment={thread} newsId={newsId} replyOpen={replyTo === thread.id} onToggleReply={toggle(thread.id)}>
          {replyForm(thread.id, thread.fullName)}
        </CommentItem>
      )}
      {thread.replies.length > 0 && (
        <ul className={classes.replies} aria-label={t('item.repliesTo', { name: nameOf(thread) })}>
          {thread.replies.map((reply) => (
            <li key={reply.id}>
              {reply.deleted ? (
                <DeletedComment />
              ) : (
                <CommentItem
                  comment={reply}
                  newsId={newsId}
                  replyingTo={reply.parentId && reply.parentId !== thread.id ? names.get(reply.parentId) : undefined}
                  replyOpen={replyTo === reply.id}
                  onToggleReply={toggle(reply.id)}
                >
                  {replyForm(reply.id, reply.fullName)}
                </CommentItem>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
