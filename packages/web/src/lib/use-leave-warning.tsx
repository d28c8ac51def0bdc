/**
 * Leaving a page with unsaved changes asks first: a dialog for the app's own links (React Router's blocker), the
 * browser's own question for a reload or a closed tab. A successful save calls `allowLeaving` before navigating.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';

export function useLeaveWarning(unsaved: boolean) {
  const { t } = useTranslation();
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers still want returnValue set to show their question.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);

  const allowLeaving = useCallback(() => {
    leaving.current = true;
  }, []);

  const leaveDialog = (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={t('leaveWarning.title')} centered>
      <Stack gap="md">
        <Text size="sm">{t('leaveWarning.body')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            {t('leaveWarning.stay')}
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            {t('leaveWarning.leave')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );

  return { allowLeaving, leaveDialog };
}
