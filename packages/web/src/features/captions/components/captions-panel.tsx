/**
 * A story's captions in the back office (issue 27): per language, upload a WebVTT or SubRip file, edit its cues,
 * or delete it. Captions belong to the story, so they may be written before its video is ready.
 */
import { useState } from 'react';
import { Badge, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../i18n/use-translation';
import {
  CAPTION_FILE_EXTENSIONS,
  CAPTION_LABELS,
  CAPTION_LANGUAGES,
  type CaptionCue,
  type CaptionFile,
  type CaptionLanguage,
} from '@newsroom/shared';
import { confirmAction } from '../../../components/confirm-action';
import { useMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { useCaptions } from '../api/get-captions';
import { useDeleteCaption } from '../api/delete-caption';
import { useUploadCaption } from '../api/upload-caption';
import { CueEditor } from './cue-editor';
import { cuesToWebVtt } from './webvtt';

export interface CaptionsPanelProps {
  newsId: string;
  /** Whether a change sends the story back to review (the shared edit policy), so the writer is told before. */
  sendsBackToReview?: boolean;
  /** After a file is saved or deleted: the story itself changed (its captions, perhaps its status). */
  onChange?: () => void;
}

export function CaptionsPanel({ newsId, sendsBackToReview = false, onChange }: CaptionsPanelProps) {
  const { t } = useTranslation('captions');
  const message = useMessage();
  const captions = useCaptions(newsId);
  const upload = useUploadCaption();
  const remove = useDeleteCaption();
  const [editing, setEditing] = useState<CaptionLanguage | null>(null);

  const failed = (title: string) => (error: unknown) =>
    notifications.show({ color: 'red', title, message: message(errorMessage(error, t('tryAgain'))) });
  const send = (language: CaptionLanguage, file: File, onDone?: () => void) =>
    upload.mutate(
      { newsId, language, file },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('saved', { language: CAPTION_LABELS[language] }) });
          onChange?.();
          onDone?.();
        },
        onError: failed(t('saveFailed')),
      },
    );
  const saveCues = (language: CaptionLanguage, cues: CaptionCue[]) =>
    send(language, new File([cuesToWebVtt(cues)], `${language}.vtt`, { type: 'text/vtt' }), () => setEditing(null));
  const askDelete = (language: CaptionLanguage) =>
    confirmAction({
      message: t('confirmDelete', { language: CAPTION_LABELS[language] }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { newsId, language },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('deleted') });
              onChange?.();
            },
            onError: failed(t('deleteFailed')),
          },
        ),
    });

  const fileOf = (language: CaptionLanguage): CaptionFile | undefined => captions.data?.find((file) => file.language === language);

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="captions-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} id="captions-title">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('hint')}
          </Text>
          {sendsBackToReview && (
            <Text size="sm" c="orange.8">
              {t('backToReview')}
            </Text>
          )}
        </Stack>
        {captions.isPending && <Text>{t('loading')}</Text>}
        {captions.isError && <Text c="red">{message(errorMessage(captions.error, t('loadFailed')))}</Text>}
        {captions.isSuccess &&
          CAPTION_LANGUAGES.map((language) => {
            const file = fileOf(language);
            const label = CAPTION_LABELS[language];
            if (editing === language) {
              return (
                <CueEditor
                  key={language}
                  label={label}
                  cues={file?.cues ?? []}
                  saving={upload.isPending}
                  onSave={(cues) => saveCues(language, cues)}
                  onCancel={() => setEditing(null)}
                />
              );
            }
            return (
              <Group key={language} justify="space-between" role="group" aria-label={label}>
                <Group gap="xs">
                  <Text fw={600}>{label}</Text>
                  {file ? <Badge variant="light">{t('cueCount', { count: file.cues.length })}</Badge> : <Text c="dimmed">{t('none')}</Text>}
                </Group>
                <Group gap="xs">
                  <FileButton accept={CAPTION_FILE_EXTENSIONS.join(',')} onChange={(chosen) => chosen && send(language, chosen)}>
                    {(props) => (
                      <Button {...props} size="xs" variant="default" loading={upload.isPending && upload.variables?.language === language}>
                        {t('upload', { language: label })}
                      </Button>
                    )}
                  </FileButton>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setEditing(language)}
                    // The name holds the visible words (WCAG 2.5.3), then the language they are for.
                    aria-label={t(file ? 'editOf' : 'writeOf', { language: label })}
                  >
                    {file ? t('edit') : t('write')}
                  </Button>
                  {file && (
                    <Button size="xs" color="red" variant="light" onClick={() => askDelete(language)} aria-label={t('deleteOf', { language: label })}>
                      {t('delete')}
                    </Button>
                  )}
                </Group>
              </Group>
            );
          })}
      </Stack>
    </Paper>
  );
}
