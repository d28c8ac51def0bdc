/**
 * The comments under an article (SPEC §2): the form for a new comment, then the threads — approved comments
 * plus the caller's own ones awaiting moderation — or 'No comments yet. Be the first to comment!'.
 */
import { lazy, Suspense, useState } from 'react';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { commentMessages } from '@newsroom/shared';
import { useMessage } from '../../../i18n/messages';
import { SectionForTheApp } from '../../../components/section-for-the-app';
import { useComments } from '../api/get-comments';
import { CommentForm } from './comment-form';
import { CommentThread } from './comment-thread';
import classes from './comments.module.css';

/** Toasts and the delete confirmation, loaded only for readers with comments of their own to delete. */
const OverlayHost = lazy(async () => ({ default: (await import('../../../components/overlay-host')).OverlayHost }));

export function CommentSection({ newsId }: { newsId: string }) {
  const { t } = useTranslation('comments');
  const message = useMessage();
  const commentsQuery = useComments(newsId);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const threads = commentsQuery.data ?? [];
  // Deleted comments kept for their replies are no longer comments to count.
  const total = threads.flatMap((thread) => [thread, ...thread.replies]).filter((comment) => !comment.deleted).length;
  const hasOwnComments = threads.some((thread) => thread.mine || thread.replies.some((reply) => reply.mine));

  return (
    <SectionForTheApp part="comments" loading={commentsQuery.isPending} labelledBy="comments-heading" className={classes.section}>
      <Title order={2} size="h3" id="comments-heading" mb="md">
        {commentsQuery.isSuccess && total > 0 ? t('section.titleWithTotal', { total }) : t('section.title')}
      </Title>
      <CommentForm newsId={newsId} label={t('section.leaveComment')} />
      <div className={classes.list}>
        {commentsQuery.isPending ? (
          <Group gap="sm" py="md" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden />
            <Text c="dimmed">{t('section.loading')}</Text>
          </Group>
        ) : commentsQuery.isError ? (
          <Stack gap="xs" align="flex-start" py="md" role="alert">
            <Text>{t('section.loadFailed')}</Text>
            <Button variant="default" size="xs" onClick={() => void commentsQuery.refetch()}>
              {t('section.tryAgain')}
            </Button>
          </Stack>
        ) : threads.length === 0 ? (
          <Text c="dimmed" py="md">
            {message(commentMessages.empty)}
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
    </SectionForTheApp>
  );
}
