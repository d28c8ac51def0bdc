/**
 * The comments under an article (SPEC §2): the form for a new comment, then the threads — approved comments
 * plus the caller's own ones awaiting moderation — or 'No comments yet. Be the first to comment!'.
 */
import { lazy, Suspense, useState } from 'react';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { APP_NEEDED_ATTRIBUTE, commentMessages } from '@newsroom/shared';
import { useComments } from '../api/get-comments';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';
import classes from './comments.module.css';

/** Toasts and the delete confirmation, loaded only for readers with comments of their own to delete. */
const OverlayHost = lazy(async () => ({ default: (await import('../../../components/overlay-host')).OverlayHost }));

export function CommentSection({ newsId }: { newsId: string }) {
  const commentsQuery = useComments(newsId);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const threads = commentsQuery.data ?? [];
  const total = threads.reduce((sum, thread) => sum + 1 + thread.replies.length, 0);
  const hasOwnComments = threads.some((thread) => thread.mine || thread.replies.some((reply) => reply.mine));

  return (
    // On a page the server rendered, the comments come with the app: it starts when they come into view (shared/app-start.ts).
    <section aria-labelledby="comments-heading" className={classes.section} {...{ [APP_NEEDED_ATTRIBUTE]: '' }}>
      <Title order={2} size="h3" id="comments-heading" mb="md">
        Comments{commentsQuery.isSuccess && total > 0 ? ` (${total})` : ''}
      </Title>
      <CommentForm newsId={newsId} label="Leave a comment" />
      <div className={classes.list}>
        {commentsQuery.isPending ? (
          <Group gap="sm" py="md" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden />
            <Text c="dimmed">Loading comments...</Text>
          </Group>
        ) : commentsQuery.isError ? (
          <Stack gap="xs" align="flex-start" py="md" role="alert">
            <Text>The comments could not be loaded.</Text>
            <Button variant="default" size="xs" onClick={() => void commentsQuery.refetch()}>
              Try again
            </Button>
          </Stack>
        ) : threads.length === 0 ? (
          <Text c="dimmed" py="md">
            {commentMessages.empty}
          </Text>
        ) : (
          <ul className={classes.threads}>
            {threads.map((thread) => (
              <CommentThread key={thread.id} thread={thread} newsId={newsId} replyTo={replyTo} onReplyTo={setReplyTo} />
            ))}
          </ul>
        )}
      </div>
      {/* Deleting one's own comment asks first and reports the outcome in a toast. */}
      {hasOwnComments && (
        <Suspense fallback={null}>
          <OverlayHost />
        </Suspense>
      )}
    </section>
  );
}
