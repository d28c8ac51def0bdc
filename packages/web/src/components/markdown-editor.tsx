/**
 * A story's Content field: a textarea for Markdown with a small formatting toolbar (bold, italic, heading, link,
 * lists, quote) acting on the selection, and Write / Preview tabs where Preview shows the text exactly as readers
 * will (components/story-text.tsx). It takes a Textarea's props, `form.getInputProps(...)` included, so a form
 * swaps one for the other; its label, required mark and error are the field's own.
 */
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Tooltip.css';
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ActionIcon, Group, Paper, Tabs, Text, Textarea, Tooltip, type TextareaProps } from '@mantine/core';
import { IconBlockquote, IconBold, IconH2, IconItalic, IconLink, IconList, IconListNumbers } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import { StoryText } from './story-text';
import { applyEdit, insertLink, toggleInline, toggleLines, type MarkdownEdit, type TextSelection } from './markdown-edits';

export interface MarkdownEditorProps extends Omit<TextareaProps, 'value' | 'onChange' | 'inputContainer'> {
  value?: string;
  /** Called with the new text (a form's `getInputProps(...).onChange` takes it as it is). */
  onChange: (value: string) => void;
}

interface FormattingAction {
  /** Its name in the `desk` catalog (editor.actions). */
  name: 'bold' | 'italic' | 'heading' | 'link' | 'bulletedList' | 'numberedList' | 'quote';
  /** A shortcut as editors have it, with Ctrl (or ⌘ on a Mac). */
  key?: string;
  icon: typeof IconBold;
  /** `linkText`: the words a new link starts with, in the writer's language. */
  edit: (selection: TextSelection, linkText: string) => MarkdownEdit;
}

const ACTIONS: FormattingAction[] = [
  { name: 'bold', key: 'b', icon: IconBold, edit: (selection) => toggleInline(selection, 'bold') },
  { name: 'italic', key: 'i', icon: IconItalic, edit: (selection) => toggleInline(selection, 'italic') },
  { name: 'heading', icon: IconH2, edit: (selection) => toggleLines(selection, 'heading') },
  { name: 'link', key: 'k', icon: IconLink, edit: insertLink },
  { name: 'bulletedList', icon: IconList, edit: (selection) => toggleLines(selection, 'bulletedList') },
  { name: 'numberedList', icon: IconListNumbers, edit: (selection) => toggleLines(selection, 'numberedList') },
  { name: 'quote', icon: IconBlockquote, edit: (selection) => toggleLines(selection, 'quote') },
];

type EditorTab = 'write' | 'preview';

export function MarkdownEditor({ value = '', onChange, ...textareaProps }: MarkdownEditorProps) {
  const { t } = useTranslation('desk');
  const id = useId();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const [tab, setTab] = useState<EditorTab>('write');
  /** Where the selection goes once the edited text is on the page (when the edit went through onChange). */
  const pendingSelection = useRef<[number, number] | null>(null);

  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    if (!selection || !textarea.current) return;
    pendingSelection.current = null;
    textarea.current.setSelectionRange(selection[0], selection[1]);
  }, [value]);

  const format = (action: FormattingAction) => {
    const element = textarea.current;
    if (!element) return;
    const edit = action.edit({ value: element.value, start: element.selectionStart, end: element.selectionEnd }, t('editor.linkText'));
    element.focus();
    element.setSelectionRange(edit.from, edit.to);
    // Typed in as the browser would, so Ctrl+Z undoes it; where that is not possible, set through the form.
    const typed = edit.insert !== '' && typeof document.execCommand === 'function' && document.execCommand('insertText', false, edit.insert);
    if (typed) {
      element.setSelectionRange(edit.selectionStart, edit.selectionEnd);
    } else {
      pendingSelection.current = [edit.selectionStart, edit.selectionEnd];
      onChange(applyEdit(element.value, edit));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    textareaProps.onKeyDown?.(event);
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const action = ACTIONS.find((candidate) => candidate.key === event.key.toLowerCase());
    if (!action) return;
    event.preventDefault();
    format(action);
  };

  // The tabs and the toolbar sit between the label and the error, around the textarea: Mantine's own field keeps
  // the label, the required mark, the error and their links to the textarea.
  const withTabs = (input: ReactNode) => (
    <Tabs value={tab} onChange={(next) => setTab(next === 'preview' ? 'preview' : 'write')} keepMountedMode="display-none">
      <Group justify="space-between" gap="xs" wrap="wrap-reverse" mb={6}>
        <Tabs.List>
          <Tabs.Tab value="write">{t('editor.write')}</Tabs.Tab>
          <Tabs.Tab value="preview">{t('editor.preview')}</Tabs.Tab>
        </Tabs.List>
        {tab === 'write' && (
          <Group gap={2} role="toolbar" aria-label={t('editor.formatting')} aria-controls={id}>
            {ACTIONS.map((action) => {
              const label = t(`editor.actions.${action.name}`);
              return (
                <Tooltip key={action.name} label={action.key ? t('editor.shortcut', { label, key: action.key.toUpperCase() }) : label} withArrow>
                  <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label} onClick={() => format(action)}>
                    <action.icon size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              );
            })}
          </Group>
        )}
      </Group>
      <Tabs.Panel value="write">{input}</Tabs.Panel>
      <Tabs.Panel value="preview">
        <Paper withBorder radius="sm" p="md" mih={120}>
          {/* Drawn only while shown: a long story is not parsed again at every keystroke. */}
          {tab === 'preview' &&
            (value.trim() ? (
              <StoryText content={value} headingLevel={3} />
            ) : (
              <Text c="dimmed" size="sm">
                {t('editor.nothingToPreview')}
              </Text>
            ))}
        </Paper>
      </Tabs.Panel>
    </Tabs>
  );

  return (
    <Textarea
      {...textareaProps}
      ref={textarea}
      id={id}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onKeyDown={onKeyDown}
      inputContainer={withTabs}
    />
  );
}
