/**
 * One comment as readers see it: who, when, the text (plain, line breaks kept), a note on the caller's own
 * comments still awaiting moderation, Reply, and Delete on the caller's own comments (the server's `mine`). A
 * deleted comment that others answered shows only 'This comment was deleted.' in its place (PRODUCT.md).
 */
import { useCallback, type ReactNode } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { commentMessages, type PublicCommentReply } from '@newsroom/shared';
import { confirmAction } from '../../../components/confirm-action';
import { useMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useDeleteOwnComment } from '../api/delete-own-comment';
import classes from './comments.module.css';

/**
 * The name a reply or a list of replies gives the comment it answers; a deleted one is "a deleted comment"
 * ("replying to a deleted comment").
 */
export function useNameOf(): (comment: PublicCommentReply) => string {
  const { t } = useTranslation('comments');
  return useCallback((comment) => (comment.deleted ? t('item.deletedComment') : comment.fullName), [t]);
}

/** A deleted comment kept for the replies under it: no name, no words, nothing to do. */
export function DeletedComment() {
  const { t } = useTranslation('comments');
  const message = useMessage();
  return (
    <article aria-label={t('item.deletedCommentLabel')}>
      <Text size="sm" c="dimmed" fs="italic">
        {message(commentMessages.deleted)}
      </Text>
    </article>
  );
}

interface CommentItemProps {
  comment: PublicCommentReply;
  newsId: string;
  /** The name of the reply's parent when that is not the top of the thread. */
  replyingTo?: string;
  replyOpen: boolean;
  onToggleReply: () => void;
  /** The reply form, shown under the comment while open. */
  children?: ReactNode;
}

export function CommentItem({ comment, newsId, replyingTo, replyOpen, onToggleReply, children }: CommentItemProps) {
  const { t } = useTranslation('comments');
  const message = useMessage();
  const deleteComment = useDeleteOwnComment();

  const askToDelete = () =>
    confirmAction({
      message: t('item.confirmDelete'),
      confirmLabel: t('item.delete'),
      danger: true,
      onConfirm: () =>
        deleteComment.mutate(
          { newsId, commentId: comment.id },
          {
            onSuccess: () => notifications.show({ color: 'green', message: t('item.deleted') }),
            onError: (error) =>
              notifications.show({
                color: 'red',
                title: t('item.deleteFailedTitle'),
                message: message(errorMessage(error, t('item.deleteFailed'))),
              }),
          },
        ),
    });

  return (
    <article aria-label={t('item.commentBy', { name: comment.fullName })}>
      <Group gap="xs" wrap="wrap" align="baseline">
        <Text fw={600} size="sm">
          {comment.fullName}
        </Text>
        {replyingTo && (
          <Text size="xs" c="dimmed">
            {t('item.replyingTo', { name: replyingTo })}
          </Text>
        )}
        <Text size="xs" c="dimmed" component="time" dateTime={comment.createdAt}>
          {formatDateTime(comment.createdAt)}
        </Text>
        {comment.awaitingModeration && (
          <Badge size="sm" variant="filled" color="yellow" autoContrast className={classes.pendingBadge}>
            {t('item.awaitingModeration')}
          </Badge>
        )}
      </Group>
      <Text size="sm" mt={4} className={classes.content}>
        {comment.content}
      </Text>
      <Group gap={4} mt={4} className={classes.actions}>
        <Button
          variant="subtle"
          size="compact-xs"
          leftSection={<IconArrowBackUp size={14} aria-hidden />}
          onClick={onToggleReply}
          aria-expanded={replyOpen}
          aria-label={t('item.replyTo', { name: comment.fullName })}
        >
          {t('item.reply')}
        </Button>
        {comment.mine && (
          <Button
            variant="subtle"
            color="red"
            className={classes.deleteButton}
            size="compact-xs"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={askToDelete}
            loading={deleteComment.isPending}
            aria-label={t('item.deleteYours')}
          >
            {t('item.delete')}
          </Button>
        )}
      </Group>
      {children}
    </article>
  );
}
