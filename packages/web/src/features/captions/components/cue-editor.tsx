/**
 * The cues of one language's captions, edited in place: each cue's start, end and words; cues added and removed.
 * Saving checks every cue as the server will (a time it can read, an end after the start, some words) and hands the
 * cues on to be uploaded as WebVTT.
 */
import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { CaptionCue } from '@newsroom/shared';
import { formatCueTime, parseCueTime } from './webvtt';

interface CueRow {
  key: number;
  start: string;
  end: string;
  text: string;
}

/** A catalog key (captions.json) per field of a row, so an error follows a change of language. */
type RowErrors = Partial<Record<'start' | 'end' | 'text', string>>;

/** A new cue follows the last one and lasts two seconds, a common length for a line of speech. */
const NEW_CUE_MS = 2000;

function rowsOf(cues: readonly CaptionCue[]): CueRow[] {
  return cues.map((cue, index) => ({ key: index, start: formatCueTime(cue.startMs), end: formatCueTime(cue.endMs), text: cue.text }));
}

function errorsOf(row: CueRow): RowErrors {
  const start = parseCueTime(row.start);
  const end = parseCueTime(row.end);
  const errors: RowErrors = {};
  if (start === null) errors.start = 'editor.timeInvalid';
  if (end === null) errors.end = 'editor.timeInvalid';
  else if (start !== null && end <= start) errors.end = 'editor.endBeforeStart';
  if (row.text.trim() === '') errors.text = 'editor.textRequired';
  return errors;
}

export interface CueEditorProps {
  /** The language's name, for the editor's headings and labels. */
  label: string;
  cues: readonly CaptionCue[];
  onSave: (cues: CaptionCue[]) => void;
  onCancel: () => void;
  saving?: boolean;
}

export function CueEditor({ label, cues, onSave, onCancel, saving = false }: CueEditorProps) {
  const { t } = useTranslation('captions');
  const [rows, setRows] = useState<CueRow[]>(() => rowsOf(cues));
  const [nextKey, setNextKey] = useState(cues.length);
  const [errors, setErrors] = useState<Readonly<Record<number, RowErrors>>>({});
  const [emptyError, setEmptyError] = useState(false);

  const change = (key: number, field: 'start' | 'end' | 'text', value: string) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const add = () => {
    const startMs = rows.length > 0 ? (parseCueTime(rows.at(-1)!.end) ?? 0) : 0;
    setRows((current) => [...current, { key: nextKey, start: formatCueTime(startMs), end: formatCueTime(startMs + NEW_CUE_MS), text: '' }]);
    setNextKey((key) => key + 1);
    setEmptyError(false);
  };
  const remove = (key: number) => setRows((current) => current.filter((row) => row.key !== key));

  const save = () => {
    const found = Object.fromEntries(rows.map((row) => [row.key, errorsOf(row)]).filter(([, rowErrors]) => Object.keys(rowErrors).length > 0));
    setErrors(found);
    setEmptyError(rows.length === 0);
    if (rows.length === 0 || Object.keys(found).length > 0) return;
    onSave(rows.map((row) => ({ startMs: parseCueTime(row.start)!, endMs: parseCueTime(row.end)!, text: row.text.trim() })));
  };

  return (
    <Stack gap="sm" role="group" aria-label={t('editor.title', { language: label })}>
      <Text fw={600}>{t('editor.title', { language: label })}</Text>
      {rows.map((row, index) => {
        const rowErrors = errors[row.key] ?? {};
        const number = index + 1;
        return (
          <Group key={row.key} align="flex-start" gap="xs" wrap="nowrap">
            <TextInput
              w={130}
              label={t('editor.start')}
              aria-label={t('editor.startOf', { number })}
              value={row.start}
              onChange={(event) => change(row.key, 'start', event.currentTarget.value)}
              error={rowErrors.start && t(rowErrors.start)}
            />
            <TextInput
              w={130}
              label={t('editor.end')}
              aria-label={t('editor.endOf', { number })}
              value={row.end}
              onChange={(event) => change(row.key, 'end', event.currentTarget.value)}
              error={rowErrors.end && t(rowErrors.end)}
            />
            <Textarea
              style={{ flex: 1 }}
              autosize
              minRows={1}
              label={t('editor.text')}
              aria-label={t('editor.textOf', { number })}
              value={row.text}
              onChange={(event) => change(row.key, 'text', event.currentTarget.value)}
              error={rowErrors.text && t(rowErrors.text)}
            />
            <ActionIcon mt={26} variant="subtle" color="red" aria-label={t('editor.remove', { number })} onClick={() => remove(row.key)}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {emptyError && (
        <Text size="sm" c="red" role="alert">
          {t('editor.noCues')}
        </Text>
      )}
      <Group gap="xs">
        <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
          {t('editor.add')}
        </Button>
        <Button onClick={save} loading={saving}>
          {t('editor.save')}
        </Button>
        <Button variant="subtle" onClick={onCancel} disabled={saving}>
          {t('editor.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
