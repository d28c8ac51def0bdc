/**
 * PRODUCT: an ADMIN turns a contribution into a Pending news draft prefilled from it, then edits it in the content
 * form. Once drafted, the contribution offers its draft instead.
 */
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconExternalLink, IconFilePencil } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ContributionDetails } from '@newsroom/shared';
import { useMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useDraftFromContribution } from '../api/draft-from-contribution';

export function ContributionDraftAction({ contribution }: { contribution: ContributionDetails }) {
  const { t } = useTranslation('contributions');
  const message = useMessage();
  const titleId = useId();
  const noteId = useId();
  const draft = useDraftFromContribution();
  const [madeNow, setMadeNow] = useState<string | null>(null);
  const draftId = contribution.draftNewsId;

  const onDraft = () => {
    setMadeNow(null);
    draft.mutate(contribution.id, { onSuccess: (answer) => setMadeNow(answer.message) });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm">
          <div style={{ flex: '1 1 260px' }}>
            <Title order={3} size="h5" id={titleId}>
              {t('draft.title')}
            </Title>
            <Text size="sm" c="dimmed" id={noteId}>
              {draftId ? t('draft.alreadyDrafted') : t('draft.explain')}
            </Text>
          </div>
          <Group gap="sm">
            {draftId && (
              <Button component={Link} to={paths.newsForm.getHref(draftId)} variant="light" leftSection={<IconExternalLink size={18} aria-hidden />}>
                {t('draft.open')}
              </Button>
            )}
            <Button
              leftSection={<IconFilePencil size={18} aria-hidden />}
              onClick={onDraft}
              loading={draft.isPending}
              disabled={Boolean(draftId)}
              aria-describedby={noteId}
            >
              {t('draft.make')}
            </Button>
          </Group>
        </Group>
        {madeNow && draftId && (
          <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />} title={message(madeNow)}>
            {t('draft.made')}
          </Alert>
        )}
        {draft.isError && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={t('draft.failed')}>
            {message(errorMessage(draft.error, t('draft.tryAgain')))}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
