import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildNews } from '../../../test/build-news';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, pagedList, pending, reply, type MockAnswer } from '../../../test/mock-api';
import { admin, author, renderRoute } from '../../../test/render-route';

const spam = buildNews({ id: 'r1', title: 'Buy cheap phones', description: 'Advert, not news.', author: 'Jose Rizal', status: 'Rejected' });
const draft = buildNews({
  id: 'r2',
  title: 'Half-written draft',
  description: 'Needs more work.',
  author: 'Maria Santos',
  status: 'Rejected',
  createdAt: '2026-03-06T09:00:00.000Z',
});

const placeholder = 'Search by Title, Description, Author, Status';

describe('rejected content', () => {
  it('shows Loading... while the list loads', async () => {
    mockApi({ 'GET /api/v1/news': pending });
    renderRoute('/RejectedNewsList', { as: admin });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('shows "No News Available" for an empty list, asking only for rejected items', async () => {
    const api = mockApi({ 'GET /api/v1/news': pagedList([]) });
    renderRoute('/RejectedNewsList', { as: admin });
    expect(await screen.findByText('No News Available')).toBeInTheDocument();
    expect(api.calls('GET /api/v1/news')[0]!.query.get('status')).toBe('Rejected');
  });

  it('lists rejected items newest first with delete and view', async () => {
    mockApi({ 'GET /api/v1/news': pagedList([spam, draft]) });
    renderRoute('/RejectedNewsList', { as: admin });
    await screen.findByText('Half-written draft');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Half-written draft')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Buy cheap phones')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Rejected')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: 'View Buy cheap phones' })).toHaveAttribute('href', '/read-news/r1');
    expect(within(rows[1]!).getByRole('button', { name: 'Delete Buy cheap phones' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText(placeholder)).toBeInTheDocument();
  });

  it('shows the reason each item was rejected for, when one was given', async () => {
    mockApi({ 'GET /api/v1/news': pagedList([{ ...spam, rejectionReason: 'This is an advert.' }, draft]) });
    renderRoute('/RejectedNewsList', { as: admin });
    const reason = await screen.findByText('This is an advert.');
    expect(reason).toHaveTextContent('Reason: This is an advert.');
    expect(reason.closest('tr')).toHaveTextContent('Buy cheap phones');
    expect(screen.getAllByText(/Reason:/)).toHaveLength(1);
  });

  it('searches title, description, author and status and marks the matches', async () => {
    mockApi({ 'GET /api/v1/news': pagedList([spam, draft]) });
    const { user, container } = renderRoute('/RejectedNewsList', { as: admin });
    await screen.findByText('Buy cheap phones');

    await user.type(screen.getByPlaceholderText(placeholder), 'ADVERT');
    await waitFor(() => expect(screen.queryByText('Half-written draft')).not.toBeInTheDocument());
    expect(container.querySelector('mark')).toHaveTextContent('Advert');

    await user.clear(screen.getByPlaceholderText(placeholder));
    await user.type(screen.getByPlaceholderText(placeholder), 'rejec');
    await screen.findByText('Half-written draft');
    expect(screen.getByText('Buy cheap phones')).toBeInTheDocument();
  });

  it('deletes after confirmation, removing the row only once the server agreed', async () => {
    let answer: (value: MockAnswer) => void = () => {};
    const api = mockApi({
      'GET /api/v1/news': pagedList([spam, draft]),
      'DELETE /api/v1/news/r1': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderRoute('/RejectedNewsList', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete Buy cheap phones' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this news?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('DELETE /api/v1/news/r1')).toHaveLength(1));
    expect(screen.getByText('Buy cheap phones')).toBeInTheDocument();
    answer(reply.noContent());
    await waitFor(() => expect(screen.queryByText('Buy cheap phones')).not.toBeInTheDocument());
    expect(screen.getByText('Half-written draft')).toBeInTheDocument();
  });

  it('keeps the row and says why when the deletion fails', async () => {
    mockApi({
      'GET /api/v1/news': pagedList([spam]),
      'DELETE /api/v1/news/r1': reply.error(403, 'You are not allowed to do this.'),
    });
    const { user } = renderRoute('/RejectedNewsList', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete Buy cheap phones' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    expect(screen.getByText('Buy cheap phones')).toBeInTheDocument();
  });

  it('sends an AUTHOR to /unauthorized', async () => {
    mockApi({ 'GET /api/v1/news': pagedList([]) });
    const { router } = renderRoute('/RejectedNewsList', { as: author });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});

describe('rejected content in Filipino', () => {
  it('words the heading, the columns and the status in Filipino', async () => {
    mockApi({ 'GET /api/v1/news': pagedList([spam]) });
    await changeAppLanguage('fil');
    renderRoute('/RejectedNewsList', { as: admin });
    expect(await screen.findByRole('heading', { name: 'Tinanggihang Content' })).toBeInTheDocument();
    const row = (await screen.findByText('Buy cheap phones')).closest('tr')!;
    expect(within(row).getByText('Tinanggihan')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Paglalarawan' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Hanapin ayon sa Pamagat, Paglalarawan, Awtor, Status')).toBeInTheDocument();
  });
});
