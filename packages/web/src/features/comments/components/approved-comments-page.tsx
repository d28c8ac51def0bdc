/** /approved-comments-management (ADMIN): the published comments, any of which can still be deleted (SPEC §2). */
import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { ModerationCommentsTable } from './moderation-comments-table';

export function ApprovedCommentsPage() {
  const { t } = useTranslation('comments');
  // SPEC gives no empty text for this screen.
  return (
    <Stack gap="md">
      <Title order={2}>{t('moderation.approvedTitle')}</Title>
      <ModerationCommentsTable status="approved" label={t('moderation.approvedTitle')} emptyText={t('moderation.approvedEmpty')} />
    </Stack>
  );
}
