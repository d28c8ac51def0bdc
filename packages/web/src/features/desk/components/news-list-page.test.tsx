import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { News } from '@newsroom/shared';
import { buildNews } from '../../../test/build-news';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, pagedList, pending, reply, type MockAnswer } from '../../../test/mock-api';
import { admin, author, renderRoute } from '../../../test/render-route';

const published = buildNews({ id: 'n1', title: 'Robotics team wins regional title', author: 'Arthur Author' });
const waiting = buildNews({
  id: 'n2',
  title: 'Science fair results',
  description: 'Winners of the science fair.',
  author: 'Arthur Author',
  status: 'Pending',
  publicationDate: null,
  createdAt: '2026-03-10T09:00:00.000Z',
});

const card = (title: string) => screen.getByRole('article', { name: title });

describe('news list (/my-news and /news)', () => {
  it("shows a rejected item's reason under its status, and none for other items", async () => {
    const rejected = buildNews({
      id: 'n3',
      title: 'Canteen prices',
      status: 'Rejected',
      rejectionReason: 'Please check the prices with the canteen.',
    });
    const unexplained = buildNews({ id: 'n4', title: 'Library hours', status: 'Rejected', rejectionReason: null });
    // A reason kept from an earlier rejection is not shown once the item is back in review.
    const resubmitted = { ...waiting, rejectionReason: 'An older reason.' };
    mockApi({ 'GET /api/v1/news': pagedList([rejected, unexplained, resubmitted]) });
    renderRoute('/my-news', { as: author });
    const item = await screen.findByRole('article', { name: 'Canteen prices' });
    expect(within(item).getByText('Rejected')).toBeInTheDocument();
    expect(within(item).getByText('Please check the prices with the canteen.')).toHaveTextContent(
      'Reason: Please check the prices with the canteen.',
    );
    expect(within(card('Library hours')).queryByText(/Reason:/)).not.toBeInTheDocument();
    expect(within(card('Science fair results')).queryByText(/Reason:/)).not.toBeInTheDocument();
  });

  it('shows Loading... while the list loads', async () => {
    mockApi({ 'GET /api/v1/news': pending });
    renderRoute('/my-news', { as: author });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('shows "No Content Found" for an empty list', async () => {
    mockApi({ 'GET /api/v1/news': pagedList([]) });
    renderRoute('/my-news', { as: author });
    expect(await screen.findByText('No Content Found')).toBeInTheDocument();
  });

  it('shows the empty list and a quiet error line when the list cannot be read, and retries', async () => {
    const api = mockApi({ 'GET /api/v1/news': reply.error(500, 'Database unavailable.') });
    const { user } = renderRoute('/news', { as: admin });
    expect(await screen.findByText('No Content Found')).toBeInTheDocument();
    expect(screen.getByText(/The list could not be loaded\./)).toBeInTheDocument();
    api.set('GET /api/v1/news', pagedList([published]));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Robotics team wins regional title')).toBeInTheDocument();
  });

  it('shows each item with title, description, author, status and date, newest first', async () => {
    const api = mockApi({ 'GET /api/v1/news': pagedList([published, waiting]) });
    renderRoute('/my-news', { as: author });
    await screen.findByText('Science fair results');
    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => article.getAttribute('aria-label'))).toEqual(['Science fair results', 'Robotics team wins regional title']);

    const item = card('Robotics team wins regional title');
    expect(within(item).getByText('Our robotics team took first place.')).toBeInTheDocument();
    expect(within(item).getByText(/^By/)).toHaveTextContent('By Arthur Author');
    expect(within(item).getByText('Approved')).toBeInTheDocument();
    expect(within(item).getByText('March 5, 2026')).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Edit Robotics team wins regional title' })).toHaveAttribute('href', '/add-news/n1');
    expect(within(item).getByRole('link', { name: 'View Robotics team wins regional title' })).toHaveAttribute('href', '/read-news/n1');
    expect(within(item).getByRole('button', { name: 'Delete Robotics team wins regional title' })).toBeInTheDocument();
    expect(within(card('Science fair results')).getByText('—')).toBeInTheDocument();
    // The server limits an AUTHOR to their own items; the client asks for every status.
    expect(api.calls('GET /api/v1/news')[0]!.query.get('status')).toBeNull();
  });

  it('shows whatever the server returns for an AUTHOR, whatever the author name says', async () => {
    const renamed = buildNews({ id: 'n3', title: 'Written before a name change', author: 'A. Author (old name)' });
    mockApi({ 'GET /api/v1/news': pagedList([renamed]) });
    renderRoute('/my-news', { as: author });
    expect(await screen.findByText('Written before a name change')).toBeInTheDocument();
  });

  it('searches title, description and author with "Search news..." and marks the matches', async () => {
    mockApi({ 'GET /api/v1/news': pagedList([published, waiting]) });
    const { user, container } = renderRoute('/my-news', { as: author });
    await screen.findByText('Science fair results');
    await user.type(screen.getByPlaceholderText('Search news...'), 'winn');
    await waitFor(() => expect(screen.queryByText('Robotics team wins regional title')).not.toBeInTheDocument());
    expect(container.querySelector('mark')).toHaveTextContent('Winn');

    await user.clear(screen.getByPlaceholderText('Search news...'));
    await user.type(screen.getByPlaceholderText('Search news...'), 'zzz');
    expect(await screen.findByText('No Content Found')).toBeInTheDocument();
  });

  it('deletes after confirmation only once the server agreed, and keeps the item when it refuses', async () => {
    let answer: (value: MockAnswer) => void = () => {};
    const api = mockApi({
      'GET /api/v1/news': pagedList([published, waiting]),
      'DELETE /api/v1/news/n1': () => new Promise((resolve) => (answer = resolve)),
      'DELETE /api/v1/news/n2': reply.error(403, 'You are not allowed to do this.'),
    });
    const { user } = renderRoute('/my-news', { as: author });
    await user.click(await screen.findByRole('button', { name: 'Delete Robotics team wins regional title' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this news?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.calls('DELETE /api/v1/news/n1')).toHaveLength(1));
    expect(screen.getByText('Robotics team wins regional title')).toBeInTheDocument();
    answer(reply.noContent());
    await waitFor(() => expect(screen.queryByText('Robotics team wins regional title')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete Science fair results' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    expect(screen.getByText('Science fair results')).toBeInTheDocument();
  });

  it('loads a long list a page of 100 at a time in the background', async () => {
    const api = mockApi({ 'GET /api/v1/news': pagedList(manyNews(250)) });
    renderRoute('/news', { as: admin });
    expect(await screen.findByText('Showing 1–20 of 250')).toBeInTheDocument();
    const calls = api.calls('GET /api/v1/news');
    expect(calls.map((call) => [call.query.get('page'), call.query.get('size')])).toEqual([
      ['1', '100'],
      ['2', '100'],
      ['3', '100'],
    ]);
    expect(screen.queryByText(/Loading more/)).not.toBeInTheDocument();
  });

  it('filters 5,000 items without rendering 5,000 rows', async () => {
    // The whole list in one answer (a server that ignores paging), to keep the test about the filtering.
    mockApi({ 'GET /api/v1/news': reply.ok(manyNews(5000)) });
    const { user } = renderRoute('/news', { as: admin });
    expect(await screen.findByText('Showing 1–20 of 5,000')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getAllByRole('article')[0]).toHaveAttribute('aria-label', 'Story 0');

    await user.click(screen.getByPlaceholderText('Search news...'));
    await user.paste('needle');
    expect(await screen.findByText('Showing 1–20 of 50')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.getAllByRole('article')[0]).toHaveAttribute('aria-label', 'Needle story 7');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 41–50 of 50')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(10);
  }, 60_000);
});

/** `count` items as the server sends them, newest created first; every hundredth one (7, 107, …) is a "Needle". */
function manyNews(count: number): News[] {
  return Array.from({ length: count }, (_, index) =>
    buildNews({
      id: `bulk-${index}`,
      title: index % 100 === 7 ? `Needle story ${index}` : `Story ${index}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString(),
    }),
  );
}

describe('news list in Filipino', () => {
  it('words the list, its statuses, the reason and the delete question in Filipino', async () => {
    const rejected = buildNews({ id: 'n3', title: 'Canteen prices', status: 'Rejected', rejectionReason: 'Check the prices.' });
    mockApi({ 'GET /api/v1/news': pagedList([rejected, waiting]) });
    await changeAppLanguage('fil');
    const { user } = renderRoute('/my-news', { as: author });
    expect(await screen.findByRole('heading', { name: 'Listahan ng Aking Content' })).toBeInTheDocument();
    const item = await screen.findByRole('article', { name: 'Canteen prices' });
    expect(within(item).getByText('Tinanggihan')).toBeInTheDocument();
    expect(within(item).getByText('Check the prices.')).toHaveTextContent('Dahilan: Check the prices.');
    expect(within(card('Science fair results')).getByText('Hinihintay')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Maghanap ng balita...')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Burahin ang Canteen prices' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sigurado ka bang buburahin mo ang balitang ito?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Burahin' })).toBeInTheDocument();
  });
});
