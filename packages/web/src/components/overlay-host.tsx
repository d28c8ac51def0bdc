/**
 * Where toasts (`notifications.show`) and confirm dialogs (`confirmAction`) appear. Both are opened through
 * Mantine's static APIs, so the host only needs to be on screen, not around the caller: the screens that use
 * them (back office, comments) mount it, and readers who never see one never download it.
 */
import './dialog-styles';
import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useTranslation } from '../i18n/use-translation';
import { markOverlaysMounted } from './overlays-mounted';

export function OverlayHost() {
  const { t } = useTranslation();
  useEffect(markOverlaysMounted, []);
  return (
    <>
      <Notifications position="top-right" />
      <ModalsProvider labels={{ confirm: t('actions.confirm'), cancel: t('actions.cancel') }}>{null}</ModalsProvider>
    </>
  );
}
