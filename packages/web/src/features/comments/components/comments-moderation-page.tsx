/** /comments-management and /comments (ADMIN): the comments waiting for a moderator, to approve or delete (SPEC §2). */
import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ModerationCommentsTable } from './moderation-comments-table';

export function CommentsModerationPage() {
  const { t } = useTranslation('comments');
  // SPEC gives no empty text for this screen.
  return (
    <Stack gap="md">
      <Title order={2}>{t('moderation.pendingTitle')}</Title>
      <ModerationCommentsTable status="pending" label={t('moderation.pendingTitle')} emptyText={t('moderation.pendingEmpty')} />
    </Stack>
  );
}
