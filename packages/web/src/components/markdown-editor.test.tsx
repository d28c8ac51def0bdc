import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { useForm } from '@mantine/form';
import { describe, expect, it } from 'vitest';
import { changeAppLanguage } from '../i18n/i18n';
import { MarkdownEditor } from './markdown-editor';

/** The editor as the post forms use it: a Mantine form's input props for `content`. */
function ContentField({ initial, error }: { initial: string; error?: string }) {
  const form = useForm({ initialValues: { content: initial }, initialErrors: error ? { content: error } : {} });
  return (
    <>
      <MarkdownEditor label="Content" withAsterisk autosize minRows={4} {...form.getInputProps('content')} />
      <output aria-label="Saved value">{form.values.content}</output>
    </>
  );
}

function renderEditor(initial = '', error?: string, toolbarName = 'Formatting') {
  const user = userEvent.setup();
  render(
    <MantineProvider>
      <ContentField initial={initial} error={error} />
    </MantineProvider>,
  );
  const textarea = screen.getByRole('textbox', { name: /Content/ }) as HTMLTextAreaElement;
  const select = (start: number, end = start) => textarea.setSelectionRange(start, end);
  const press = (name: string) => user.click(within(screen.getByRole('toolbar', { name: toolbarName })).getByRole('button', { name }));
  const selected = () => textarea.value.slice(textarea.selectionStart, textarea.selectionEnd);
  return { user, textarea, select, press, selected };
}

describe('MarkdownEditor', () => {
  it('is the Content field: labelled, marked required, with the form’s value and error', () => {
    const { textarea } = renderEditor('Hello', 'Content is required.');
    expect(textarea).toHaveValue('Hello');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('Content is required.');
    expect(screen.getByText('Content is required.')).toBeInTheDocument();
    expect(screen.getByText('Content').parentElement?.textContent).toMatch(/Content\s*\*/);
  });

  it('has a labelled button for each formatting action', () => {
    renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Bold', 'Italic', 'Heading', 'Link', 'Bulleted list', 'Numbered list', 'Quote']);
  });

  it('wraps the selected words in bold, keeps them selected, and unwraps them on a second press', async () => {
    const { textarea, select, press, selected } = renderEditor('The team won today');
    select(9, 12);
    await press('Bold');
    expect(textarea).toHaveValue('The team **won** today');
    expect(screen.getByLabelText('Saved value')).toHaveTextContent('The team **won** today');
    expect(selected()).toBe('won');
    await press('Bold');
    expect(textarea).toHaveValue('The team won today');
    expect(selected()).toBe('won');
  });

  it('puts the cursor between the markers when nothing is selected, and leaves spaces outside them', async () => {
    const { user, textarea, select, press } = renderEditor('Go team');
    select(3);
    await press('Italic');
    expect(textarea).toHaveValue('Go __team');
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([4, 4]);
    await user.keyboard('big');
    expect(textarea).toHaveValue('Go _big_team');
    select(8, 13);
    await press('Bold');
    expect(textarea).toHaveValue('Go _big_**team**');
  });

  it('makes the selected words a link with the address selected to paste over', async () => {
    const { textarea, select, press, selected } = renderEditor('See the results');
    select(8, 15);
    await press('Link');
    expect(textarea).toHaveValue('See the [results](https://)');
    expect(selected()).toBe('https://');
  });

  it('starts the line as a heading, keeping the cursor in its words, and stops on a second press', async () => {
    const { textarea, select, press } = renderEditor('Intro\nThe final\nMore');
    select(10);
    await press('Heading');
    expect(textarea).toHaveValue('Intro\n## The final\nMore');
    expect(textarea.selectionStart).toBe(13);
    await press('Heading');
    expect(textarea).toHaveValue('Intro\nThe final\nMore');
    expect(textarea.selectionStart).toBe(10);
  });

  it('turns the selected lines into a bulleted or numbered list, with a blank line before the text under it', async () => {
    const { textarea, select, press } = renderEditor('Gold\nSilver\nThe end');
    select(0, 11);
    await press('Bulleted list');
    expect(textarea).toHaveValue('- Gold\n- Silver\n\nThe end');
    select(0, 15);
    await press('Numbered list');
    expect(textarea).toHaveValue('1. Gold\n2. Silver\n\nThe end');
  });

  it('quotes the selected lines', async () => {
    const { textarea, select, press } = renderEditor('We are proud.\nSaid the principal.');
    select(0, textarea.value.length);
    await press('Quote');
    expect(textarea).toHaveValue('> We are proud.\n> Said the principal.');
  });

  it('formats with Ctrl+B as well', async () => {
    const { user, textarea, select } = renderEditor('Go team');
    textarea.focus();
    select(3, 7);
    await user.keyboard('{Control>}b{/Control}');
    expect(textarea).toHaveValue('Go **team**');
  });

  it('previews the text as readers will see it, and goes back to writing', async () => {
    const { user } = renderEditor('## The final\n\nA **clean** win.\nNext line.');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByRole('tabpanel', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { level: 3, name: 'The final' })).toBeInTheDocument();
    expect(within(preview).getByText('clean').tagName).toBe('STRONG');
    expect(preview.querySelectorAll('br')).toHaveLength(1);
    expect(screen.queryByRole('toolbar', { name: 'Formatting' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Write' }));
    expect(screen.getByRole('textbox', { name: /Content/ })).toBeVisible();
  });

  it('says when there is nothing to preview', async () => {
    const { user } = renderEditor('');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByText('Nothing to preview yet.')).toBeInTheDocument();
  });
});

describe('MarkdownEditor in Filipino', () => {
  it('names its tabs and toolbar in Filipino, and starts a new link with Filipino words', async () => {
    await changeAppLanguage('fil');
    const { textarea, select, press, user } = renderEditor('See ', undefined, 'Pag-format');
    expect(screen.getByRole('tab', { name: 'Isulat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Listahang may numero' })).toBeInTheDocument();
    select(4);
    await press('Link');
    expect(textarea).toHaveValue('See [teksto ng link](https://)');
    await user.click(screen.getByRole('tab', { name: 'Silipin' }));
    expect(await screen.findByRole('link', { name: 'teksto ng link' })).toBeInTheDocument();
  });
});
