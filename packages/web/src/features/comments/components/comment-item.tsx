/**
 * One comment as readers see it: who, when, the text (plain, line breaks kept), a note on the caller's own
 * comments still awaiting moderation, Reply, and Delete on the caller's own comments (the server's `mine`).
 */
import type { ReactNode } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import type { PublicCommentReply } from '@newsroom/shared';
import { confirmAction } from '../../../components/confirm-action';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useDeleteOwnComment } from '../api/delete-own-comment';
import classes from './comments.module.css';

export const commentTexts = {
  awaitingModeration: 'Awaiting moderation',
  confirmDelete: 'Are you sure you want to delete this comment?',
  deleted: 'Your comment was deleted.',
  deleteFailed: 'The comment could not be deleted.',
} as const;

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
  const deleteComment = useDeleteOwnComment();

  const askToDelete = () =>
    confirmAction({
      message: commentTexts.confirmDelete,
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: () =>
        deleteComment.mutate(
          { newsId, commentId: comment.id },
          {
            onSuccess: () => notifications.show({ color: 'green', message: commentTexts.deleted }),
            onError: (error) =>
              notifications.show({ color: 'red', title: 'Could not delete the comment', message: errorMessage(error, commentTexts.deleteFailed) }),
          },
        ),
    });

  return (
    <article aria-label={`Comment by ${comment.fullName}`}>
      <Group gap="xs" wrap="wrap" align="baseline">
        <Text fw={600} size="sm">
          {comment.fullName}
        </Text>
        {replyingTo && (
          <Text size="xs" c="dimmed">
            replying to {replyingTo}
          </Text>
        )}
        <Text size="xs" c="dimmed" component="time" dateTime={comment.createdAt}>
          {formatDateTime(comment.createdAt)}
        </Text>
        {comment.awaitingModeration && (
          <Badge size="sm" variant="filled" color="yellow" autoContrast className={classes.pendingBadge}>
            {commentTexts.awaitingModeration}
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
          aria-label={`Reply to ${comment.fullName}`}
        >
          Reply
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
            aria-label="Delete your comment"
          >
            Delete
          </Button>
        )}
      </Group>
      {children}
    </article>
  );
}
