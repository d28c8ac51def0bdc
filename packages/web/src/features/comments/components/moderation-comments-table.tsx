/**
 * The table both moderation screens share (SPEC §2): Comment Content, Status, Actions (Approve, Delete, View Post),
 * one page at a time, narrowed to one status; a row leaves only after the server approved or deleted it.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconExternalLink, IconFlag, IconTrash } from '@tabler/icons-react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/use-translation';
import type { CommentStatus, ModerationComment } from '@newsroom/shared';
import { ListLoadError } from '../../../components/list-load-error';
import { ListTableBody } from '../../../components/list-table-body';
import { confirmAction } from '../../../components/confirm-action';
import { useMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { MODERATION_PAGE_SIZE, useModerationComments } from '../api/get-moderation-comments';
import { useApproveComment } from '../api/approve-comment';
import { useDeleteComment } from '../api/delete-comment';

/** SPEC spells the statuses `pending` and `Approved`; they are compared without regard to case. */
function hasStatus(comment: ModerationComment, status: CommentStatus): boolean {
  return comment.commentStatus.toLowerCase() === status;
}

function StatusBadge({ comment }: { comment: ModerationComment }) {
  const { t } = useTranslation('comments');
  const approved = hasStatus(comment, 'approved');
  // A badge clips its label by default; in a table squeezed to 768px that would leave "PEND…".
  return (
    <Badge color={approved ? 'green' : 'yellow'} variant="light" miw="max-content">
      {approved ? t('moderation.approved') : t('moderation.pending')}
    </Badge>
  );
}

function CommentContent({ comment }: { comment: ModerationComment }) {
  const { t } = useTranslation('comments');
  // Name and title are placed by the sentence (word order differs between languages) but never parsed as markup.
  const byLine = {
    name: (
      <Text span inherit fw={600}>
        {comment.fullName}
      </Text>
    ),
    title: (
      <Text span inherit fs="italic">
        {comment.newsTitle}
      </Text>
    ),
  };
  return (
    <Stack gap={6}>
      {comment.flagged && (
        <Badge color="red.9" variant="filled" leftSection={<IconFlag size={12} aria-hidden />} title={t('moderation.flaggedHint')}>
          {t('moderation.flagged')}
        </Badge>
      )}
      {/* Plain text, line breaks kept; long links wrap instead of stretching the table. */}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.commentText}
      </Text>
      <Text size="xs" c="dimmed">
        <Trans t={t} i18nKey={comment.parentId ? 'moderation.replyByLine' : 'moderation.byLine'} components={byLine} />
        {comment.createdAt && ` · ${formatDateTime(comment.createdAt)}`}
      </Text>
    </Stack>
  );
}

interface ModerationCommentsTableProps {
  status: CommentStatus;
  /** What the screen calls its list, for the table's accessible name. */
  label: string;
  emptyText: string;
}

export function ModerationCommentsTable({ status, label, emptyText }: ModerationCommentsTableProps) {
  const { t } = useTranslation('comments');
  const message = useMessage();
  const [page, setPage] = useState(1);
  const commentsQuery = useModerationComments(status, page);
  const approveComment = useApproveComment();
  const deleteComment = useDeleteComment();
  const comments = (commentsQuery.data?.items ?? []).filter((comment) => hasStatus(comment, status));
  const total = commentsQuery.data?.total ?? 0;
  const pageCount = Math.ceil(total / MODERATION_PAGE_SIZE);

  // Emptying the last page (by approving or deleting its rows) steps back to the page before it: adjusted while
  // rendering, as React advises for state that follows other state, so no frame shows the empty page.
  if (pageCount > 0 && page > pageCount) setPage(pageCount);

  const onApprove = (comment: ModerationComment) =>
    approveComment.mutate(comment.commentId, {
      onSuccess: () => notifications.show({ color: 'green', message: t('moderation.approvedToast') }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('moderation.approveFailed'),
          message: message(errorMessage(error, t('moderation.tryAgain'))),
        }),
    });

  const onDelete = (comment: ModerationComment) =>
    confirmAction({
      // SPEC gives no text for this confirmation: written in the style of its others (§5).
      message: t('moderation.confirmDelete'),
      confirmLabel: t('moderation.delete'),
      danger: true,
      onConfirm: () =>
        deleteComment.mutate(comment.commentId, {
          onSuccess: () => notifications.show({ color: 'green', message: t('moderation.deletedToast') }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t('moderation.deleteFailed'),
              message: message(errorMessage(error, t('moderation.tryAgain'))),
            }),
        }),
    });

  const isBusy = (mutation: typeof approveComment | typeof deleteComment, comment: ModerationComment) =>
    mutation.isPending && mutation.variables === comment.commentId;

  return (
    <Stack gap="sm">
      {total > 0 && (
        <Text size="sm" c="dimmed">
          {t('moderation.count', { count: total })}
        </Text>
      )}
      <ListLoadError error={commentsQuery.error} fallback={t('moderation.loadFailed')} />

      <Table.ScrollContainer minWidth={480}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('moderation.contentColumn')}</Table.Th>
              <Table.Th scope="col">{t('moderation.statusColumn')}</Table.Th>
              <Table.Th scope="col" w={1}>
                {t('moderation.actionsColumn')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <ListTableBody
            loading={commentsQuery.isPending}
            items={comments}
            columnCount={3}
            emptyText={emptyText}
            renderRow={(comment) => (
              <Table.Tr key={comment.commentId}>
                <Table.Td>
                  <CommentContent comment={comment} />
                </Table.Td>
                <Table.Td>
                  <StatusBadge comment={comment} />
                </Table.Td>
                <Table.Td>
                  {/* One column of equal buttons: it stays narrow, so the comment keeps the room. */}
                  <Stack gap={6}>
                    {!hasStatus(comment, 'approved') && (
                      <Button
                        fullWidth
                        size="xs"
                        leftSection={<IconCheck size={14} aria-hidden />}
                        loading={isBusy(approveComment, comment)}
                        onClick={() => onApprove(comment)}
                      >
                        {t('moderation.approve')}
                      </Button>
                    )}
                    <Button
                      fullWidth
                      size="xs"
                      variant="light"
                      color="red"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      loading={isBusy(deleteComment, comment)}
                      onClick={() => onDelete(comment)}
                    >
                      {t('moderation.delete')}
                    </Button>
                    <Button
                      fullWidth
                      size="xs"
                      variant="default"
                      component={Link}
                      to={paths.readNews.getHref(comment.newsId)}
                      leftSection={<IconExternalLink size={14} aria-hidden />}
                    >
                      {t('moderation.viewPost')}
                    </Button>
                  </Stack>
                </Table.Td>
              </Table.Tr>
            )}
          />
        </Table>
      </Table.ScrollContainer>

      {pageCount > 1 && (
        <Group component="nav" aria-label={t('moderation.pages', { label })} justify="center">
          <Pagination
            value={page}
            onChange={setPage}
            total={pageCount}
            getItemProps={(item) => ({ 'aria-label': t('moderation.page', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': control === 'next' ? t('moderation.nextPage') : t('moderation.previousPage') })}
          />
        </Group>
      )}
    </Stack>
  );
}
