import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Contribution, Page } from '@newsroom/shared';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, pending, reply, type MockAnswer, type RecordedRequest } from '../../../test/mock-api';
import { admin, renderRoute } from '../../../test/render-route';

const buildContribution = (overrides: Partial<Contribution> = {}): Contribution => ({
  id: 'c1',
  author: 'Juan Dela Cruz',
  authorEmail: 'juan@school.test',
  category: 'BalitAraneta',
  content: 'Who: The choir\nWhat: Won the regional contest',
  publicationDate: '2026-03-02T08:00:00.000Z',
  photoCount: 0,
  draftNewsId: null,
  ...overrides,
});

const juan = buildContribution();
const maria = buildContribution({ id: 'c2', author: 'Maria Santos', authorEmail: 'maria@school.test', category: 'Animo Idol' });

const pageOf = (items: Contribution[], page = 1, total = items.length): Page<Contribution> => ({ items, page, size: 20, total });

/** Answers the list call like the server: a case-insensitive match on name, e-mail or content. */
const listOf =
  (all: Contribution[]) =>
  (request: RecordedRequest): MockAnswer => {
    const query = (request.query.get('query') ?? '').toLowerCase();
    const items = all.filter((item) => [item.author, item.authorEmail, item.content].some((text) => text.toLowerCase().includes(query)));
    return reply.ok(pageOf(items));
  };

describe('contribution list', () => {
  it('shows Loading... while the contributions load', async () => {
    mockApi({ 'GET /api/v1/contribute-news': pending });
    renderRoute('/ListContributeContent', { as: admin });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it("shows 'No Contributed Content Available' for an empty list", async () => {
    mockApi({ 'GET /api/v1/contribute-news': reply.ok(pageOf([])) });
    renderRoute('/ListContributeContent', { as: admin });
    expect(await screen.findByText('No Contributed Content Available')).toBeInTheDocument();
  });

  it('shows an empty list and the reason when the list cannot be loaded', async () => {
    mockApi({ 'GET /api/v1/contribute-news': reply.error(500, 'Something went wrong on our side. Please try again.') });
    renderRoute('/ListContributeContent', { as: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.getByText('No Contributed Content Available')).toBeInTheDocument();
  });

  it("lists contributors' names and e-mails with view and delete actions, a page at a time", async () => {
    const api = mockApi({ 'GET /api/v1/contribute-news': reply.ok(pageOf([juan, maria])) });
    renderRoute('/ListContributeContent', { as: admin });
    const table = await screen.findByRole('table');
    for (const header of ["Contributor's Name", "Contributor's Email", 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = (await screen.findByText('Juan Dela Cruz')).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'juan@school.test' })).toBeInTheDocument();
    expect(within(row).getByText('BalitAraneta · March 2, 2026')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'View the contribution from Juan Dela Cruz' })).toHaveAttribute('href', '/ReadContributeContent/c1');
    expect(within(row).getByRole('button', { name: 'Delete the contribution from Juan Dela Cruz' })).toBeInTheDocument();
    const [request] = api.calls('GET /api/v1/contribute-news');
    expect(request.query.get('page')).toBe('1');
    expect(request.query.get('size')).toBe('20');
    expect(request.query.has('query')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Page 1' })).not.toBeInTheDocument();
  });

  it('searches on the server as the admin types', async () => {
    const api = mockApi({ 'GET /api/v1/contribute-news': listOf([juan, maria]) });
    const { user } = renderRoute('/ListContributeContent', { as: admin });
    await screen.findByText('Juan Dela Cruz');
    await user.type(screen.getByPlaceholderText('Search by Name, Email or Content'), 'MARIA');
    await waitFor(() => expect(screen.queryByText('Juan Dela Cruz')).not.toBeInTheDocument());
    expect(screen.getByText('Maria Santos')).toBeInTheDocument();
    const queries = api.calls('GET /api/v1/contribute-news').map((request) => request.query.get('query'));
    expect(queries.at(-1)).toBe('MARIA');
    // Debounced: not one call per key.
    expect(queries.length).toBeLessThan(4);

    await user.clear(screen.getByPlaceholderText('Search by Name, Email or Content'));
    await user.type(screen.getByPlaceholderText('Search by Name, Email or Content'), 'nobody');
    expect(await screen.findByText('No Contributed Content Available')).toBeInTheDocument();
  });

  it('pages through a long list', async () => {
    const many = Array.from({ length: 20 }, (_, index) => buildContribution({ id: `p${index}`, author: `Contributor ${index}` }));
    const api = mockApi({
      'GET /api/v1/contribute-news': (request) =>
        request.query.get('page') === '2' ? reply.ok(pageOf([maria], 2, 21)) : reply.ok(pageOf(many, 1, 21)),
    });
    const { user } = renderRoute('/ListContributeContent', { as: admin });
    await screen.findByText('Contributor 0');
    expect(screen.getByText('1–20 of 21')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Maria Santos')).toBeInTheDocument();
    expect(screen.getByText('21–21 of 21')).toBeInTheDocument();
    expect(api.calls('GET /api/v1/contribute-news').at(-1)!.query.get('page')).toBe('2');
  });

  it('deletes after confirmation, removing the row only once the server agreed', async () => {
    let answerDelete: (answer: MockAnswer) => void = () => {};
    let deleted = false;
    const api = mockApi({
      'GET /api/v1/contribute-news': () => reply.ok(pageOf(deleted ? [maria] : [juan, maria])),
      'DELETE /api/v1/contribute-news/c1': () =>
        new Promise((resolve) => {
          answerDelete = (answer) => {
            deleted = true;
            resolve(answer);
          };
        }),
    });
    const { user } = renderRoute('/ListContributeContent', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete the contribution from Juan Dela Cruz' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this contribution?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(api.calls('DELETE /api/v1/contribute-news/c1')).toHaveLength(1));
    expect(screen.getByText('Juan Dela Cruz')).toBeInTheDocument();
    answerDelete(reply.noContent());
    await waitFor(() => expect(screen.queryByText('Juan Dela Cruz')).not.toBeInTheDocument());
    expect(screen.getByText('Maria Santos')).toBeInTheDocument();
  });

  it('keeps the row when the server refuses the deletion, and does nothing when cancelled', async () => {
    const api = mockApi({
      'GET /api/v1/contribute-news': reply.ok(pageOf([juan])),
      'DELETE /api/v1/contribute-news/c1': reply.error(404, 'Contribution not found.'),
    });
    const { user } = renderRoute('/ListContributeContent', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete the contribution from Juan Dela Cruz' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE /api/v1/contribute-news/c1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete the contribution from Juan Dela Cruz' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Contribution not found.')).toBeInTheDocument();
    expect(screen.getByText('Juan Dela Cruz')).toBeInTheDocument();
  });
});

describe('contribution list in Filipino', () => {
  it('words the list, its columns, rows and the confirmation in Filipino', async () => {
    mockApi({ 'GET /api/v1/contribute-news': reply.ok(pageOf([juan, maria])) });
    await changeAppLanguage('fil');
    const { user } = renderRoute('/ListContributeContent', { as: admin });
    expect(await screen.findByRole('heading', { name: 'Mga Ipinadalang Ambag' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Maghanap ayon sa Pangalan, E-mail o Nilalaman' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    for (const header of ['Pangalan ng Nag-ambag', 'E-mail ng Nag-ambag', 'Aksiyon']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = (await screen.findByText('Juan Dela Cruz')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Tingnan ang ambag ni Juan Dela Cruz' })).toBeInTheDocument();
    expect(screen.getByText('1–2 sa 2')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Burahin ang ambag ni Juan Dela Cruz' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Sigurado ka bang buburahin mo ang ambag na ito?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Burahin' })).toBeInTheDocument();
  });
});
