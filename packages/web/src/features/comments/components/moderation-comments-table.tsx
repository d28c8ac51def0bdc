/**
 * The table both moderation screens share (SPEC §2): Comment Content, Status, Actions (Approve, Delete, View Post),
 * one page at a time, narrowed to one status; a row leaves only after the server approved or deleted it.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconExternalLink, IconFlag, IconTrash } from '@tabler/icons-react';
import type { CommentStatus, ModerationComment } from '@newsroom/shared';
import { ListLoadError } from '../../../components/list-load-error';
import { ListTableBody } from '../../../components/list-table-body';
import { confirmAction } from '../../../components/confirm-action';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { MODERATION_PAGE_SIZE, useModerationComments } from '../api/get-moderation-comments';
import { useApproveComment } from '../api/approve-comment';
import { useDeleteComment } from '../api/delete-comment';

/** SPEC gives no text for this confirmation: written in the style of its others (§5). */
const CONFIRM_DELETE_COMMENT = 'Are you sure you want to delete this comment?';

/** SPEC spells the statuses `pending` and `Approved`; they are compared without regard to case. */
function hasStatus(comment: ModerationComment, status: CommentStatus): boolean {
  return comment.commentStatus.toLowerCase() === status;
}

function StatusBadge({ comment }: { comment: ModerationComment }) {
  const approved = hasStatus(comment, 'approved');
  // A badge clips its label by default; in a table squeezed to 768px that would leave "PEND…".
  return (
    <Badge color={approved ? 'green' : 'yellow'} variant="light" miw="max-content">
      {approved ? 'Approved' : 'Pending'}
    </Badge>
  );
}

function CommentContent({ comment }: { comment: ModerationComment }) {
  return (
    <Stack gap={6}>
      {comment.flagged && (
        <Badge color="red.9" variant="filled" leftSection={<IconFlag size={12} aria-hidden />} title="Held for a closer look: it has many links">
          Flagged
        </Badge>
      )}
      {/* Plain text, line breaks kept; long links wrap instead of stretching the table. */}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.commentText}
      </Text>
      <Text size="xs" c="dimmed">
        {comment.parentId ? 'Reply by ' : 'By '}
        <Text span inherit fw={600}>
          {comment.fullName}
        </Text>{' '}
        on{' '}
        <Text span inherit fs="italic">
          {comment.newsTitle}
        </Text>
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
      onSuccess: () => notifications.show({ color: 'green', message: 'Comment approved.' }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: 'Could not approve the comment',
          message: errorMessage(error, 'Please try again.'),
        }),
    });

  const onDelete = (comment: ModerationComment) =>
    confirmAction({
      message: CONFIRM_DELETE_COMMENT,
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: () =>
        deleteComment.mutate(comment.commentId, {
          onSuccess: () => notifications.show({ color: 'green', message: 'Comment deleted.' }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: 'Could not delete the comment',
              message: errorMessage(error, 'Please try again.'),
            }),
        }),
    });

  const isBusy = (mutation: typeof approveComment | typeof deleteComment, comment: ModerationComment) =>
    mutation.isPending && mutation.variables === comment.commentId;

  return (
    <Stack gap="sm">
      {total > 0 && (
        <Text size="sm" c="dimmed">
          {total === 1 ? '1 comment' : `${total} comments`}
        </Text>
      )}
      <ListLoadError error={commentsQuery.error} fallback={'The comments could not be loaded.'} />

      <Table.ScrollContainer minWidth={480}>
        <Table striped highlightOnHover verticalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Comment Content</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col" w={1}>
                Actions
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
                        Approve
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
                      Delete
                    </Button>
                    <Button
                      fullWidth
                      size="xs"
                      variant="default"
                      component={Link}
                      to={paths.readNews.getHref(comment.newsId)}
                      leftSection={<IconExternalLink size={14} aria-hidden />}
                    >
                      View Post
                    </Button>
                  </Stack>
                </Table.Td>
              </Table.Tr>
            )}
          />
        </Table>
      </Table.ScrollContainer>

      {pageCount > 1 && (
        <Group component="nav" aria-label={`${label} pages`} justify="center">
          <Pagination
            value={page}
            onChange={setPage}
            total={pageCount}
            getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
            getControlProps={(control) => ({ 'aria-label': control === 'next' ? 'Next page' : 'Previous page' })}
          />
        </Group>
      )}
    </Stack>
  );
}
