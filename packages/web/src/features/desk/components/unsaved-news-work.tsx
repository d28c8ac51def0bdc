/**
 * What both post forms do so nothing typed is lost: the draft kept as the writer types (use-news-draft.ts), the
 * offer to restore it, and the question before leaving with unsaved changes (lib/use-leave-warning.tsx).
 */
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { News } from '@newsroom/shared';
import { formatDateTime } from '../../../lib/format-date';
import { useLeaveWarning } from '../../../lib/use-leave-warning';
import { useSession } from '../../../lib/session';
import { newsDraftKey, useNewsDraft, type DraftForm } from './use-news-draft';

/**
 * `filesChanged` counts picked or removed photos, and an uploaded video not yet saved with the post, as unsaved work
 * too (they are not kept in the draft: files do not fit in local storage).
 */
export function useUnsavedNewsWork<Values extends object>(
  form: DraftForm<Values>,
  { kind, news, filesChanged }: { kind: 'news' | 'ai-news'; news: News | undefined; filesChanged: boolean },
) {
  const { t } = useTranslation('desk');
  const { userId } = useSession();
  const draft = useNewsDraft(form, newsDraftKey(userId, kind, news?.id ?? 'new'), news?.updatedAt ?? null);
  const { allowLeaving, leaveDialog } = useLeaveWarning(form.isDirty() || filesChanged);

  const draftNotice = draft.offered && (
    <Alert color="blue" title={t('draft.title')} role="region" aria-label={t('draft.title')}>
      <Text size="sm">{t('draft.body', { when: formatDateTime(draft.offered.savedAt) })}</Text>
      {draft.offeredIsOlderThanItem && (
        <Text size="sm" mt={4}>
          {t('draft.olderThanItem')}
        </Text>
      )}
      <Group gap="sm" mt="sm">
        <Button size="xs" onClick={draft.restore}>
          {t('draft.restore')}
        </Button>
        <Button size="xs" variant="default" onClick={draft.discard}>
          {t('draft.discard')}
        </Button>
      </Group>
    </Alert>
  );

  return {
    draftNotice,
    leaveDialog,
    /** Call on a successful save, before going back to the list. */
    saved: () => {
      draft.clear();
      allowLeaving();
    },
  };
}
