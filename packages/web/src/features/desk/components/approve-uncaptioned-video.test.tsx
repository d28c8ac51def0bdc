/** Approving a story whose own video has no captions asks first (issue 27), in English and Filipino. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NewsVideo } from '@newsroom/shared';
import { buildNews, buildVideo } from '../../../test/build-news';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, pagedList, reply } from '../../../test/mock-api';
import { admin, renderRoute } from '../../../test/render-route';

const video = (captions: NewsVideo['captions']): NewsVideo => buildVideo({ durationSeconds: 42, captions });
const story = (id: string, title: string, withVideo: NewsVideo | null) =>
  buildNews({ id, title, status: 'Pending', publicationDate: null, video: withVideo });

const uncaptioned = story('v1', 'Science fair video', video([]));
const captioned = story('v2', 'Choir video', video([{ language: 'en', label: 'English', url: '/api/v1/news/v2/captions/en.vtt' }]));
const noVideo = story('v3', 'Library hours', null);

function renderPending() {
  const api = mockApi({
    'GET /api/v1/news/pending': pagedList([uncaptioned, captioned, noVideo]),
    'POST /api/v1/approve/news/v1': reply.ok({ ...uncaptioned, status: 'Approved', publicationDate: new Date().toISOString() }),
    'POST /api/v1/approve/news/v2': reply.ok({ ...captioned, status: 'Approved', publicationDate: new Date().toISOString() }),
    'POST /api/v1/approve/news/v3': reply.ok({ ...noVideo, status: 'Approved', publicationDate: new Date().toISOString() }),
  });
  return { api, ...renderRoute('/pending-news', { as: admin }) };
}

describe('approving a story whose video has no captions', () => {
  afterEach(() => changeAppLanguage('en'));

  it('asks "This video has no captions. Approve anyway?" and approves only when confirmed', async () => {
    const { api, user } = renderPending();
    await user.click(await screen.findByRole('button', { name: 'Approve Science fair video' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This video has no captions. Approve anyway?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/v1/approve/news/v1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Approve Science fair video' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.calls('POST /api/v1/approve/news/v1')).toHaveLength(1));
  });

  it.each([
    ['a captioned video', 'Choir video'],
    ['no video', 'Library hours'],
  ])('asks the usual question for a story with %s', async (_, title) => {
    const { user } = renderPending();
    await user.click(await screen.findByRole('button', { name: `Approve ${title}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to approve this content?')).toBeInTheDocument();
    expect(within(dialog).queryByText(/no captions/)).not.toBeInTheDocument();
  });

  it('asks in Filipino', async () => {
    await changeAppLanguage('fil');
    const { user } = renderPending();
    await screen.findByText('Science fair video');
    const approve = screen
      .getAllByRole('button')
      .find((button) => button.getAttribute('aria-label')?.includes('Science fair video') && button.textContent !== '');
    await user.click(approve!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Walang caption ang video na ito. Aprubahan pa rin?')).toBeInTheDocument();
  });
});
