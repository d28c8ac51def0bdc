/**
 * How far a form's save with files has got, and a Retry after a failure that sending again may mend. One bar for the
 * whole request: every file travels in the one multipart body, and the browser reports only how much of that body
 * has gone, not which file it is in, so a bar per photo would be made up.
 */
import '@mantine/core/styles/Progress.css';
import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../i18n/use-translation';
import type { UploadProgress } from '../lib/upload-request';

interface UploadStatusProps {
  progress: UploadProgress | null;
  /** Whether the save carries photos (the words say so). */
  hasPhotos: boolean;
  /** After a failure: offer to send the form again (a submit button, so it sends what the form holds now). */
  canRetry: boolean;
}

export function uploadLabel(progress: UploadProgress, hasPhotos: boolean, t: TFunction<'desk'>): string {
  if (progress.phase === 'preparing') return t('upload.preparing');
  const percent = Math.round(progress.sent * 100);
  if (percent >= 100) return hasPhotos ? t('upload.uploadedSaving') : t('upload.saving');
  return hasPhotos ? t('upload.uploading', { percent }) : t('upload.sending', { percent });
}

export function UploadStatus({ progress, hasPhotos, canRetry }: UploadStatusProps) {
  const { t } = useTranslation('desk');
  if (canRetry) {
    return (
      <Group gap="sm" justify="space-between" wrap="wrap">
        <Text size="sm">{t('upload.retryNote')}</Text>
        <Button type="submit" variant="light" leftSection={<IconRefresh size={16} aria-hidden />}>
          {t('upload.retry')}
        </Button>
      </Group>
    );
  }
  if (!progress) return null;
  const label = uploadLabel(progress, hasPhotos, t);
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Progress
        value={progress.phase === 'sending' ? Math.round(progress.sent * 100) : 0}
        animated={progress.phase === 'preparing' || progress.sent >= 1}
        striped={progress.phase === 'preparing' || progress.sent >= 1}
        aria-label={hasPhotos ? t('upload.photoUpload') : t('upload.upload')}
        transitionDuration={150}
      />
    </Stack>
  );
}
