/** /approved-comments-management (ADMIN): the published comments, any of which can still be deleted (SPEC §2). */
import { Stack, Title } from '@mantine/core';
import { ModerationCommentsTable } from './moderation-comments-table';

/** SPEC gives no empty text for this screen. */
const NO_APPROVED_COMMENTS = 'No approved comments';

export function ApprovedCommentsPage() {
  return (
    <Stack gap="md">
      <Title order={2}>Approved comments</Title>
      <ModerationCommentsTable status="approved" label="Approved comments" emptyText={NO_APPROVED_COMMENTS} />
    </Stack>
  );
}
