/**
 * The story form's Video field (issue 27): pick an MP4, MOV or WebM file and it uploads at once over tus, with its
 * progress, speed and a Cancel; on edit, the stored video's status comes first and a new pick replaces it.
 */
import '@mantine/core/styles/Progress.css';
import { useRef } from 'react';
import { Button, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { IconRefresh, IconVideo, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../i18n/use-translation';
import type { NewsVideo } from '@newsroom/shared';
import { NewsVideoStatus } from './news-video-status';
import type { VideoUploadHandle, VideoUploadState } from './use-video-upload';
import { VIDEO_ACCEPT, VIDEO_MAX_MEGABYTES } from './video-file';

const MEGABYTE = 1024 * 1024;

function megabytes(bytes: number): string {
  return (bytes / MEGABYTE).toFixed(bytes < 10 * MEGABYTE ? 1 : 0);
}

function UploadProgressLine({ state, t }: { state: Extract<VideoUploadState, { phase: 'uploading' }>; t: TFunction<'desk'> }) {
  const percent = state.total > 0 ? Math.floor((state.sent / state.total) * 100) : 0;
  const amount = t('video.amount', { sent: megabytes(state.sent), total: megabytes(state.total) });
  const speed = state.bytesPerSecond === null ? '' : ` · ${t('video.speed', { speed: megabytes(state.bytesPerSecond) })}`;
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed" role="status">
        {t('video.uploading', { percent, name: state.fileName })} ({amount}
        {speed})
      </Text>
      <Progress value={percent} aria-label={t('video.uploadProgress')} transitionDuration={150} />
    </Stack>
  );
}

interface NewsFormVideoProps {
  upload: VideoUploadHandle;
  /** On edit: the story's stored video, or null. */
  stored: NewsVideo | null;
}

export function NewsFormVideo({ upload, stored }: NewsFormVideoProps) {
  const { t } = useTranslation('desk');
  const { state } = upload;
  // Emptied after every pick, so choosing the same file again (to resume it) is a change the browser reports.
  const resetRef = useRef<() => void>(null);
  const error =
    state.phase === 'refused' ? (state.problem === 'type' ? t('video.wrongType') : t('video.tooLarge', { max: VIDEO_MAX_MEGABYTES })) : undefined;
  return (
    <Stack gap="xs">
      <FileInput
        label={stored ? t('video.replaceLabel') : t('video.label')}
        description={t('video.description', { max: VIDEO_MAX_MEGABYTES })}
        placeholder={t('video.placeholder')}
        accept={VIDEO_ACCEPT}
        leftSection={<IconVideo size={16} aria-hidden />}
        // The field only starts uploads: what is being sent shows below it, so it always stands empty.
        value={null}
        onChange={(file) => {
          upload.pick(file);
          resetRef.current?.();
        }}
        resetRef={resetRef}
        error={error}
        disabled={upload.uploading}
      />
      {stored && state.phase !== 'done' && <NewsVideoStatus video={stored} />}
      {state.phase === 'uploading' && (
        <>
          <UploadProgressLine state={state} t={t} />
          <Group>
            <Button variant="default" size="xs" leftSection={<IconX size={14} aria-hidden />} onClick={upload.cancel}>
              {t('video.cancel')}
            </Button>
          </Group>
        </>
      )}
      {state.phase === 'done' && (
        <Text size="sm" c="green" role="status">
          {stored ? t('video.uploadedReplaces', { name: state.fileName }) : t('video.uploaded', { name: state.fileName })}
        </Text>
      )}
      {state.phase === 'failed' && (
        <Group gap="sm" justify="space-between" role="alert">
          <Text size="sm" c="red">
            {t('video.uploadFailed', { name: state.fileName })}
          </Text>
          <Button variant="light" size="xs" leftSection={<IconRefresh size={14} aria-hidden />} onClick={upload.retry}>
            {t('video.retry')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
