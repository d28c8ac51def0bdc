/** /comments-management and /comments (ADMIN): the comments waiting for a moderator, to approve or delete (SPEC §2). */
import { Stack, Title } from '@mantine/core';
import { ModerationCommentsTable } from './moderation-comments-table';

/** SPEC gives no empty text for this screen. */
const NO_COMMENTS_TO_MODERATE = 'No comments to moderate';

export function CommentsModerationPage() {
  return (
    <Stack gap="md">
      <Title order={2}>Comments awaiting moderation</Title>
      <ModerationCommentsTable status="pending" label="Comments awaiting moderation" emptyText={NO_COMMENTS_TO_MODERATE} />
    </Stack>
  );
}
