/** A confirmation dialog for destructive or important actions (SPEC §5 confirmations). */
import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { i18n } from '../i18n/i18n';
import { overlaysMounted } from './overlays-mounted';

interface ConfirmActionOptions {
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** Red confirm button for deletions. */
  danger?: boolean;
  /** What the action also takes, under the question (such as a rejection's reason). */
  fields?: ReactNode;
}

export function confirmAction({ message, confirmLabel, onConfirm, danger = false, fields }: ConfirmActionOptions): void {
  // The dialog opens where the host listens; a host still loading (comments) gets it as soon as it is there.
  void overlaysMounted().then(() =>
    modals.openConfirmModal({
      // Worded as the dialog opens, in the language of the moment: it closes long before the reader could switch.
      title: i18n.t('confirm.title', { ns: 'common' }),
      centered: true,
      children: fields ? (
        <Stack gap="sm">
          <Text size="sm">{message}</Text>
          {fields}
        </Stack>
      ) : (
        <Text size="sm">{message}</Text>
      ),
      labels: { confirm: confirmLabel, cancel: i18n.t('actions.cancel', { ns: 'common' }) },
      confirmProps: danger ? { color: 'red' } : undefined,
      onConfirm,
    }),
  );
}
