import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { buildNews } from '../../../test/build-news';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, pagedList, pending, reply, type MockAnswer } from '../../../test/mock-api';
import { admin, author, renderRoute } from '../../../test/render-route';

const today = dayjs().hour(12).minute(0).second(0).millisecond(0);

const robotics = buildNews({
  id: 'm1',
  title: 'Robotics team wins regional title',
  category: 'BalitAraneta',
  author: 'Maria Santos',
  publicationDate: today.subtract(1, 'year').toISOString(),
  createdAt: today.subtract(1, 'year').toISOString(),
  views: 41,
});
const idol = buildNews({
  id: 'm2',
  title: 'Meet this month’s Animo Idol',
  description: 'A singer from Grade 10.',
  category: 'Animo Idol',
  author: 'Jose Rizal',
  publicationDate: today.toISOString(),
  createdAt: today.toISOString(),
  views: 1,
});

describe('content management', () => {
  it('shows Loading... while the list loads', async () => {
    mockApi({ 'GET /api/v1/news': pending });
    renderRoute('/news-management', { as: admin });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('shows "No Content Available" for an empty list, asking only for approved items', async () => {
    const api = mockApi({ 'GET /api/v1/news': pagedList([]) });
    renderRoute('/news-management', { as: admin });
    expect(await screen.findByText('No Content Available')).toBeInTheDocument();
    expect(api.calls('GET /api/v1/news')[0]!.query.get('status')).toBe('Approved');
  });

  it('shows the empty list and a quiet error line when the list cannot be read', async () => {
    mockApi({ 'GET /api/v1/news': reply.error(503, 'Service unavailable.') });
    renderRoute('/news-management', { as: admin });
    expect(await screen.findByText('No Content Available')).toBeInTheDocument();
    expect(screen.getByText(/The list could not be loaded\./)).toBeInTheDocument();
  });

  it("adds the server search's typo-tolerant matches, with the body around the matched words marked", async () => {
    const found = { ...robotics, snippet: { text: '…the robotics <team> built…', marks: [{ start: 5, end: 13 }] } };
    const api = mockApi({
      'GET /api/v1/news': pagedList([robotics, idol]),
      'GET /api/v1/fuzzy-search-news': reply.ok({ items: [found], page: 1, size: 100, total: 1 }),
    });
    const { user } = renderRoute('/news-management', { as: admin });
    await screen.findByText('Meet this month’s Animo Idol');
    await user.type(screen.getByRole('searchbox', { name: 'Search title, description, author, category' }), 'robotcs');

    const table = screen.getByRole('table', { name: 'Approved content' });
    const mark = await within(table).findByText('robotics', { selector: 'mark' });
    expect(mark.parentElement).toHaveTextContent('…the robotics <team> built…');
    expect(within(table).queryByText('Meet this month’s Animo Idol')).not.toBeInTheDocument();
    expect(api.calls('GET /api/v1/fuzzy-search-news').map((request) => request.query.get('query'))).toEqual(['robotcs']);
  });

  it('lists approved items newest first with SPEC columns, date, views and actions', async () => {
    mockApi({ 'GET /api/v1/news': pagedList([robotics, idol]) });
    renderRoute('/news-management', { as: admin });
    await screen.findByText('Robotics team wins regional title');
    const table = screen.getByRole('table', { name: 'Approved content' });
    for (const header of ['Title', 'Category', 'Author', 'Status', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Meet this month’s Animo Idol')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(/· 1 view(?!s)/);
    const row = rows[1]!;
    expect(row).toHaveTextContent(`Published ${today.subtract(1, 'year').format('MMMM D, YYYY')} · 41 views`);
    expect(within(row).getByText('BalitAraneta')).toBeInTheDocument();
    expect(within(row).getByText('Maria Santos')).toBeInTheDocument();
    expect(within(row).getByText('Approved')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Robotics team wins regional title' })).toHaveAttribute('href', '/add-news/m1');
    expect(within(row).getByRole('link', { name: 'View Robotics team wins regional title' })).toHaveAttribute('href', '/read-news/m1');
    expect(within(row).getByRole('button', { name: 'Delete Robotics team wins regional title' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Archive Robotics team wins regional title' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Content' })).toHaveAttribute('href', '/add-news/_add');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('searches title, description, author and category and marks the matches', async () => {
    mockApi({ 'GET /api/v1/news': pagedList([robotics, idol]) });
    const { user, container } = renderRoute('/news-management', { as: admin });
    await screen.findByText('Robotics team wins regional title');
    const box = screen.getByRole('searchbox');

    await user.type(box, 'animo');
    await waitFor(() => expect(screen.queryByText('Robotics team wins regional title')).not.toBeInTheDocument());
    const marks = [...container.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marks).toEqual(expect.arrayContaining(['Animo', 'Animo']));

    await user.clear(box);
    await user.type(box, 'maria');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText('Meet this month’s Animo Idol')).not.toBeInTheDocument());
    expect(container.querySelector('mark')).toHaveTextContent('Maria');
  });

  it('filters by publication day', async () => {
    mockApi({ 'GET /api/v1/news': pagedList([robotics, idol]) });
    const { user } = renderRoute('/news-management', { as: admin });
    await screen.findByText('Robotics team wins regional title');
    await user.click(screen.getByRole('button', { name: 'Published on' }));
    await user.click(screen.getByRole('button', { name: today.format('D MMMM YYYY') }));
    await waitFor(() => expect(screen.queryByText('Robotics team wins regional title')).not.toBeInTheDocument());
    expect(screen.getByText('Meet this month’s Animo Idol')).toBeInTheDocument();
  });

  it('archives after confirmation with the success alert, and the row leaves', async () => {
    const api = mockApi({
      'GET /api/v1/news': pagedList([robotics, idol]),
      'POST /api/v1/archive/news/m1': reply.ok({ ...robotics, status: 'Archived' }),
    });
    const { user } = renderRoute('/news-management', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Archive Robotics team wins regional title' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to archive this news?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('News archived successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Robotics team wins regional title')).not.toBeInTheDocument());
    expect(api.calls('POST /api/v1/archive/news/m1')).toHaveLength(1);
  });

  it('shows the failure alert and keeps the row when archiving fails', async () => {
    mockApi({
      'GET /api/v1/news': pagedList([robotics]),
      'POST /api/v1/archive/news/m1': reply.error(500, 'Something went wrong on our side. Please try again.'),
    });
    const { user } = renderRoute('/news-management', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Archive Robotics team wins regional title' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Failed to archive the news.')).toBeInTheDocument();
    expect(screen.getByText('Robotics team wins regional title')).toBeInTheDocument();
  });

  it('deletes only after confirming "Are you sure you want to delete this content?" and the server agreeing', async () => {
    const api = mockApi({
      'GET /api/v1/news': pagedList([robotics, idol]),
      'DELETE /api/v1/news/m1': reply.noContent(),
    });
    const { user } = renderRoute('/news-management', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete Robotics team wins regional title' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this content?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Robotics team wins regional title')).not.toBeInTheDocument());
    expect(api.calls('DELETE /api/v1/news/m1')).toHaveLength(1);
  });

  it('keeps an archived item out of a list whose later pages were still loading', async () => {
    let approved = Array.from({ length: 150 }, (_, index) =>
      buildNews({ id: `b${index}`, title: `Bulk story ${index}`, createdAt: new Date(Date.UTC(2026, 0, 1) - index * 60_000).toISOString() }),
    );
    let releaseFirstPageTwo: () => void = () => {};
    let pageTwoAsks = 0;
    const api = mockApi({
      'GET /api/v1/news': (request) => {
        const answer = () => pagedList(approved)(request);
        if (request.query.get('page') !== '2' || ++pageTwoAsks > 1) return answer();
        return new Promise<MockAnswer>((resolve) => (releaseFirstPageTwo = () => resolve(answer())));
      },
      'POST /api/v1/archive/news/b0': () => {
        const [archived] = approved.splice(0, 1);
        approved = [...approved];
        return reply.ok({ ...archived, status: 'Archived' });
      },
    });
    const { user } = renderRoute('/news-management', { as: admin });
    await screen.findByText(/Loading more/);
    await user.click(screen.getByRole('button', { name: 'Archive Bulk story 0' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.queryByText('Bulk story 0')).not.toBeInTheDocument());

    // The page asked for before the change arrives late and must not bring the item back.
    releaseFirstPageTwo();
    expect(await screen.findByText('Showing 1–25 of 149')).toBeInTheDocument();
    expect(screen.queryByText('Bulk story 0')).not.toBeInTheDocument();
    expect(screen.queryByText(/Loading more/)).not.toBeInTheDocument();
    expect(api.calls('GET /api/v1/news').length).toBeGreaterThanOrEqual(3);
  });

  it('gives an AUTHOR their own content list, as SPEC’s route table says', async () => {
    const api = mockApi({ 'GET /api/v1/news': pagedList([robotics]) });
    renderRoute('/news-management', { as: author });
    expect(await screen.findByRole('heading', { name: 'My Content List' })).toBeInTheDocument();
    expect(api.calls('GET /api/v1/news')[0]!.query.get('status')).toBeNull();
  });
});

describe('content management in Filipino', () => {
  it('words the heading, columns, status, actions and the archive question in Filipino', async () => {
    mockApi({ 'GET /api/v1/news': pagedList([robotics]) });
    await changeAppLanguage('fil');
    const { user } = renderRoute('/news-management', { as: admin });
    expect(await screen.findByRole('heading', { name: 'Naaprubahang Content' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Magdagdag ng Content' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Pamagat' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Mga Aksiyon' })).toBeInTheDocument();
    const row = (await screen.findByText('Robotics team wins regional title')).closest('tr')!;
    expect(within(row).getByText('Naaprubahan')).toBeInTheDocument();
    expect(within(row).getByText(/^Nailathala noong/)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'I-archive ang Robotics team wins regional title' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sigurado ka bang ia-archive mo ang balitang ito?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'I-archive' })).toBeInTheDocument();
  });
});
