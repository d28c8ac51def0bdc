/** The captions panel under the back office's story reader: files per language, upload, delete, and the cue editor. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CaptionFile, NewsStatus } from '@newsroom/shared';
import { buildNews } from '../../../test/build-news';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, reply } from '../../../test/mock-api';
import { author, renderRoute } from '../../../test/render-route';

const english: CaptionFile = {
  language: 'en',
  label: 'English',
  url: '/api/v1/news/n1/captions/en.vtt',
  updatedAt: '2026-03-04T09:00:00.000Z',
  cues: [
    { startMs: 1000, endMs: 3000, text: 'Welcome to the fair.' },
    { startMs: 3000, endMs: 5500, text: 'The judges are here.' },
  ],
};

function renderPanel(files: CaptionFile[] = [english], status: NewsStatus = 'Pending') {
  const api = mockApi({
    'GET /api/v1/news/n1': reply.ok(buildNews({ status, authorId: author.id })),
    'GET /api/v1/news/views/n1': reply.ok(3),
    'GET /api/v1/news': reply.ok([]),
    'GET /api/v1/news/n1/captions': reply.ok(files),
    'POST /api/v1/news/n1/captions': reply.ok({ language: 'en', label: 'English', url: english.url }),
    'DELETE /api/v1/news/n1/captions/en': reply.noContent(),
  });
  return { api, ...renderRoute('/read-news/n1', { as: author }) };
}

/** What an upload sent: its language and its file's text. */
async function sent(body: unknown) {
  const form = body as FormData;
  return { language: form.get('language'), text: await (form.get('file') as File).text() };
}

describe('captions panel', () => {
  afterEach(() => changeAppLanguage('en'));

  it("lists each language's file, and uploads a chosen .vtt or .srt file for a language", async () => {
    const { api, user } = renderPanel();
    const filipino = await screen.findByRole('group', { name: 'Filipino' });
    expect(within(screen.getByRole('group', { name: 'English' })).getByText('2 captions')).toBeInTheDocument();
    expect(within(filipino).getByText('No captions')).toBeInTheDocument();

    const input = filipino.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.accept).toBe('.vtt,.srt');
    await user.upload(input, new File(['1\n00:00:01,000 --> 00:00:02,000\nMabuhay!\n'], 'fil.srt', { type: 'application/x-subrip' }));
    await waitFor(() => expect(api.calls('POST /api/v1/news/n1/captions')).toHaveLength(1));
    expect(await sent(api.calls('POST /api/v1/news/n1/captions')[0]!.body)).toEqual({
      language: 'fil',
      text: '1\n00:00:01,000 --> 00:00:02,000\nMabuhay!\n',
    });
  });

  it("shows the server's reason when a file is refused", async () => {
    const { api, user } = renderPanel();
    api.set('POST /api/v1/news/n1/captions', reply.error(400, 'Line 3: this caption must end after it starts.'));
    const group = await screen.findByRole('group', { name: 'English' });
    await user.upload(group.querySelector('input[type="file"]') as HTMLInputElement, new File(['WEBVTT'], 'en.vtt'));
    expect(await screen.findByText('Line 3: this caption must end after it starts.')).toBeInTheDocument();
  });

  it('tells an author that a change to their published story sends it back to review, and reads the story again after one', async () => {
    const { api, user } = renderPanel([english], 'Approved');
    expect(await screen.findByText('Saving or deleting captions sends this story back to review, as an edit does.')).toBeInTheDocument();
    const group = await screen.findByRole('group', { name: 'English' });
    const reads = api.calls('GET /api/v1/news/n1').length;
    await user.upload(group.querySelector('input[type="file"]') as HTMLInputElement, new File(['WEBVTT'], 'en.vtt'));
    await waitFor(() => expect(api.calls('GET /api/v1/news/n1').length).toBeGreaterThan(reads));
  });

  it('says nothing of review for a story still pending', async () => {
    renderPanel();
    await screen.findByRole('group', { name: 'English' });
    expect(screen.queryByText(/sends this story back to review/)).not.toBeInTheDocument();
  });

  it('deletes a language after confirmation', async () => {
    const { api, user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Delete English captions' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete the English captions of this video?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('DELETE /api/v1/news/n1/captions/en')).toHaveLength(1));
  });

  it('edits cues (change, remove, add) and saves them as WebVTT', async () => {
    const { api, user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit captions: English' }));
    const editor = screen.getByRole('group', { name: 'English captions' });
    expect(within(editor).getByRole('textbox', { name: 'Start of caption 1' })).toHaveValue('00:00:01.000');

    const words = within(editor).getByRole('textbox', { name: 'Words of caption 1' });
    await user.clear(words);
    await user.type(words, 'Welcome, parents!');
    await user.click(within(editor).getByRole('button', { name: 'Remove caption 2' }));
    await user.click(within(editor).getByRole('button', { name: 'Add a caption' }));
    // The new cue follows the last one.
    expect(within(editor).getByRole('textbox', { name: 'Start of caption 2' })).toHaveValue('00:00:03.000');
    expect(within(editor).getByRole('textbox', { name: 'End of caption 2' })).toHaveValue('00:00:05.000');
    await user.type(within(editor).getByRole('textbox', { name: 'Words of caption 2' }), 'Enjoy the fair.');
    await user.click(within(editor).getByRole('button', { name: 'Save captions' }));

    await waitFor(() => expect(api.calls('POST /api/v1/news/n1/captions')).toHaveLength(1));
    expect(await sent(api.calls('POST /api/v1/news/n1/captions')[0]!.body)).toEqual({
      language: 'en',
      text: 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nWelcome, parents!\n\n00:00:03.000 --> 00:00:05.000\nEnjoy the fair.\n',
    });
    // Saved: the editor closes.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'English captions' })).not.toBeInTheDocument());
  });

  it('refuses to save a cue that ends before it starts, a time it cannot read, or no words, and sends nothing', async () => {
    const { api, user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit captions: English' }));
    const editor = screen.getByRole('group', { name: 'English captions' });
    const end = within(editor).getByRole('textbox', { name: 'End of caption 1' });
    await user.clear(end);
    await user.type(end, '00:00:00.500');
    const start = within(editor).getByRole('textbox', { name: 'Start of caption 2' });
    await user.clear(start);
    await user.type(start, 'soon');
    await user.clear(within(editor).getByRole('textbox', { name: 'Words of caption 2' }));
    await user.click(within(editor).getByRole('button', { name: 'Save captions' }));

    expect(await within(editor).findByText('It must end after it starts.')).toBeInTheDocument();
    expect(within(editor).getByText('Write a time such as 00:00:01.000.')).toBeInTheDocument();
    expect(within(editor).getByText('Write what is said.')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/news/n1/captions')).toHaveLength(0);
  });

  it('writes the first captions of a language from an empty editor, in Filipino', async () => {
    await changeAppLanguage('fil');
    const { api, user } = renderPanel([]);
    await user.click(await screen.findByRole('button', { name: 'Sumulat ng mga caption na Filipino' }));
    const editor = screen.getByRole('group', { name: 'Mga caption na Filipino' });
    await user.click(within(editor).getByRole('button', { name: 'I-save ang mga caption' }));
    expect(await within(editor).findByText('Magdagdag ng kahit isang caption, o burahin na lang ang mga caption.')).toBeInTheDocument();
    await user.click(within(editor).getByRole('button', { name: 'Magdagdag ng caption' }));
    await user.type(within(editor).getByRole('textbox', { name: 'Mga salita ng caption 1' }), 'Magandang umaga!');
    await user.click(within(editor).getByRole('button', { name: 'I-save ang mga caption' }));
    await waitFor(() => expect(api.calls('POST /api/v1/news/n1/captions')).toHaveLength(1));
    expect(await sent(api.calls('POST /api/v1/news/n1/captions')[0]!.body)).toEqual({
      language: 'fil',
      text: 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nMagandang umaga!\n',
    });
  });
});
