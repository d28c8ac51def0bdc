import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { buildNews } from '../../../test/build-news';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, pagedList, pending, reply } from '../../../test/mock-api';
import { admin, author, renderRoute } from '../../../test/render-route';

const today = dayjs().hour(12).minute(0).second(0).millisecond(0);

const lastYear = buildNews({
  id: 'a1',
  title: 'Old sports day',
  description: 'Archived story from last year.',
  author: 'Maria Santos',
  status: 'Archived',
  createdAt: today.subtract(1, 'year').toISOString(),
});
const recent = buildNews({
  id: 'a2',
  title: 'Library closing hours',
  description: 'Temporary schedule.',
  author: 'Jose Rizal',
  status: 'Archived',
  createdAt: today.toISOString(),
});

describe('archived content', () => {
  it('shows Loading... while the list loads', async () => {
    mockApi({ 'GET /api/v1/news/archived': pending });
    renderRoute('/archived-news', { as: admin });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('shows "No Archived Content Available" for an empty list', async () => {
    mockApi({ 'GET /api/v1/news/archived': pagedList([]) });
    renderRoute('/archived-news', { as: admin });
    expect(await screen.findByText('No Archived Content Available')).toBeInTheDocument();
  });

  it('lists archived items with a per-row publication date, approve, reject and view', async () => {
    mockApi({ 'GET /api/v1/news/archived': pagedList([lastYear, recent]) });
    renderRoute('/archived-news', { as: admin });
    await screen.findByText('Library closing hours');
    const table = screen.getByRole('table', { name: 'Archived Content' });
    for (const header of ['Title', 'Description', 'Author', 'Status', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Library closing hours')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Archived')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('checkbox', { name: 'Set Publication Date' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Approve Library closing hours' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Reject Library closing hours' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'View Library closing hours' })).toHaveAttribute('href', '/read-news/a2');
    expect(within(rows[1]!).getByText('Old sports day')).toBeInTheDocument();
  });

  it('searches title, description and author, and filters by exact creation day', async () => {
    mockApi({ 'GET /api/v1/news/archived': pagedList([lastYear, recent]) });
    const { user } = renderRoute('/archived-news', { as: admin });
    await screen.findByText('Old sports day');

    await user.type(screen.getByRole('searchbox'), 'rizal');
    await waitFor(() => expect(screen.queryByText('Old sports day')).not.toBeInTheDocument());
    expect(screen.getByText('Library closing hours')).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox'));
    await screen.findByText('Old sports day');

    await user.click(screen.getByRole('button', { name: 'Created on' }));
    await user.click(screen.getByRole('button', { name: today.format('D MMMM YYYY') }));
    await waitFor(() => expect(screen.queryByText('Old sports day')).not.toBeInTheDocument());
    expect(screen.getByText('Library closing hours')).toBeInTheDocument();
  });

  it('approves an archived item without a date and removes it after success', async () => {
    const api = mockApi({
      'GET /api/v1/news/archived': pagedList([recent]),
      'POST /api/v1/approve/news/a2': reply.ok({ ...recent, status: 'Approved', publicationDate: new Date().toISOString() }),
    });
    const { user } = renderRoute('/archived-news', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Approve Library closing hours' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No Archived Content Available')).toBeInTheDocument();
    // The version on screen goes along, so an item edited meanwhile is refused rather than approved unseen.
    expect(api.calls('POST /api/v1/approve/news/a2')[0]!.body).toEqual({ updatedAt: recent.updatedAt });
  });

  it('keeps the row when rejecting fails', async () => {
    mockApi({
      'GET /api/v1/news/archived': pagedList([recent]),
      'POST /api/v1/reject/news/a2': reply.error(500, 'Something went wrong on our side. Please try again.'),
    });
    const { user } = renderRoute('/archived-news', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Reject Library closing hours' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Could not reject the content')).toBeInTheDocument();
    expect(screen.getByText('Library closing hours')).toBeInTheDocument();
  });

  it('sends an AUTHOR to /unauthorized', async () => {
    mockApi({ 'GET /api/v1/news/archived': pagedList([]) });
    const { router } = renderRoute('/archived-news', { as: author });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});

describe('archived content in Filipino', () => {
  it('words the heading, the search and the empty list in Filipino', async () => {
    mockApi({ 'GET /api/v1/news/archived': pagedList([]) });
    await changeAppLanguage('fil');
    renderRoute('/archived-news', { as: admin });
    expect(await screen.findByRole('heading', { name: 'Naka-archive na Content' })).toBeInTheDocument();
    expect(await screen.findByText('Walang naka-archive na content')).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Maghanap sa naka-archive na content' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Hanapin ang pamagat, paglalarawan, awtor')).toBeInTheDocument();
  });
});
