import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { NewsRevision, NewsRevisionSummary } from '@newsroom/shared';
import { buildNews } from '../../../test/build-news';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, pagedList, pending, reply } from '../../../test/mock-api';
import { admin, author, renderRoute } from '../../../test/render-route';

const current = buildNews({
  id: 'n1',
  title: 'Robotics team wins national title',
  description: 'Our robotics team took first place.',
  content: 'The team won on Friday.\nThey travel to Tokyo next.',
  authorId: 'author-1',
  status: 'Approved',
});

const summaries: NewsRevisionSummary[] = [
  { id: 'rev3', number: 3, editor: 'Ada Admin', editorId: 'admin-1', createdAt: '2026-03-06T09:00:00.000Z', changedFields: ['restored from 1'] },
  {
    id: 'rev2',
    number: 2,
    editor: 'Arthur Author',
    editorId: 'author-1',
    createdAt: '2026-03-05T09:00:00.000Z',
    changedFields: ['title', 'content'],
  },
  { id: 'rev1', number: 1, editor: 'Arthur Author', editorId: 'author-1', createdAt: '2026-03-04T09:00:00.000Z', changedFields: ['created'] },
];

const first: NewsRevision = {
  ...summaries[2]!,
  title: 'Robotics team wins regional title',
  description: 'Our robotics team took first place.',
  content: 'The team won on Friday.',
  category: 'BalitAraneta',
  categoryId: 'c1',
  embedYoutubeUrl: null,
};

function mockHistory(handlers: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/v1/news/n1': reply.ok(current),
    'GET /api/v1/news/n1/revisions': pagedList(summaries),
    'GET /api/v1/news/n1/revisions/rev1': reply.ok(first),
    ...handlers,
  });
}

describe('news revisions (/news-revisions/{id})', () => {
  it('lists the revisions newest first with who, when and what changed, under the REVISIONS title', async () => {
    const api = mockHistory();
    renderRoute('/news-revisions/n1', { as: author });
    const list = await screen.findByRole('navigation', { name: 'Revisions' });
    const entries = within(list).getAllByRole('button');
    expect(entries.map((entry) => within(entry).getByText(/^Revision \d+$/).textContent)).toEqual(['Revision 3', 'Revision 2', 'Revision 1']);
    expect(entries[0]).toHaveTextContent('Ada Admin');
    expect(entries[0]).toHaveTextContent('Restored from revision 1');
    expect(entries[1]).toHaveTextContent('Changed Title, Content');
    expect(entries[2]).toHaveTextContent('Created');
    expect(entries[2]).toHaveTextContent('Mar 4, 2026');
    expect(screen.getByText('REVISIONS')).toBeInTheDocument();
    expect(screen.getByText(/Photos are not versioned/)).toBeInTheDocument();
    expect(screen.getByText('Choose a revision to compare it with the current version.')).toBeInTheDocument();
    expect(api.calls('GET /api/v1/news/n1/revisions')[0]!.query.get('page')).toBe('1');
  });

  it('compares a chosen revision with the current version side by side, marking removed and added words', async () => {
    mockHistory();
    const { user } = renderRoute('/news-revisions/n1', { as: author });
    await user.click(await screen.findByRole('button', { name: /Revision 1/ }));
    await screen.findByText('Revision 1 compared with the current version');
    expect(screen.getByRole('button', { name: /Revision 1/ })).toHaveAttribute('aria-current', 'true');

    const title = screen.getByRole('region', { name: 'Title' });
    expect(within(title).getByText('Revision 1')).toBeInTheDocument();
    expect(within(title).getByText('Current version')).toBeInTheDocument();
    expect(title.querySelector('del')).toHaveTextContent('removed: regional');
    expect(title.querySelector('ins')).toHaveTextContent('added: national');

    const content = screen.getByRole('region', { name: 'Content' });
    expect(content.querySelector('ins')).toHaveTextContent(/They travel to Tokyo next\./);
    expect(content.querySelector('del')).toBeNull();
    expect(screen.getByRole('region', { name: 'Description' })).toHaveTextContent('(no difference)');
  });

  it('restores after confirmation, calling the server only once confirmed', async () => {
    const api = mockHistory({ 'POST /api/v1/news/n1/revisions/rev1/restore': reply.ok({ ...current, title: first.title, status: 'Pending' }) });
    const { user } = renderRoute('/news-revisions/n1?revision=rev1', { as: author });
    await user.click(await screen.findByRole('button', { name: 'Restore this revision' }));
    const dialog = await screen.findByRole('dialog');
    // An AUTHOR's restore of a published item sends it back to review, and the question says so.
    expect(within(dialog).getByText(/Restore revision 1\?.*photos stay as they are\. The content goes back to review/)).toBeInTheDocument();
    expect(api.calls('POST /api/v1/news/n1/revisions/rev1/restore')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api.calls('POST /api/v1/news/n1/revisions/rev1/restore')).toHaveLength(1));
    expect(await screen.findByText('Revision 1 restored. It is waiting for review.')).toBeInTheDocument();
  });

  it('does nothing when the restore is cancelled', async () => {
    const api = mockHistory();
    const { user } = renderRoute('/news-revisions/n1?revision=rev1', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Restore this revision' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(/goes back to review/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST /api/v1/news/n1/revisions/rev1/restore')).toHaveLength(0);
  });

  it("says why a restore was refused, in the server's words", async () => {
    const message = 'The category of this revision no longer exists. Edit the content and choose another category instead.';
    mockHistory({ 'POST /api/v1/news/n1/revisions/rev1/restore': reply.error(409, message) });
    const { user } = renderRoute('/news-revisions/n1?revision=rev1', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Restore this revision' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Restore' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The revision was not restored');
    expect(alert).toHaveTextContent(message);
  });

  it('shows Loading... while the history loads', async () => {
    mockHistory({ 'GET /api/v1/news/n1/revisions': pending });
    renderRoute('/news-revisions/n1', { as: author });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('says why the history or a revision could not be loaded', async () => {
    mockHistory({
      'GET /api/v1/news/n1/revisions': reply.error(500, 'Something went wrong on our side. Please try again.'),
      'GET /api/v1/news/n1/revisions/rev9': reply.error(404, 'Revision not found.'),
    });
    renderRoute('/news-revisions/n1?revision=rev9', { as: author });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('Something went wrong on our side.'),
      expect.stringContaining('Revision not found.'),
    ]);
  });

  it("says so when the item is another author's", async () => {
    mockApi({ 'GET /api/v1/news/n1': reply.error(403, 'Forbidden') });
    renderRoute('/news-revisions/n1', { as: author });
    expect(await screen.findByText('You can only open content that you wrote.')).toBeInTheDocument();
  });

  it('is reached from the rows of My Content List and from the edit form', async () => {
    mockHistory({ 'GET /api/v1/news': pagedList([current]) });
    const { user, router } = renderRoute('/my-news', { as: author });
    const history = await screen.findByRole('link', { name: `History of ${current.title}` });
    expect(history).toHaveAttribute('href', '/news-revisions/n1');
    await router.navigate('/add-news/n1');
    await user.click(await screen.findByRole('link', { name: /History: earlier versions of this post/ }));
    expect(await screen.findByRole('navigation', { name: 'Revisions' })).toBeInTheDocument();
  });

  it('is reached from the rows of Content Management', async () => {
    mockHistory({ 'GET /api/v1/news': pagedList([current]) });
    renderRoute('/news-management', { as: admin });
    expect(await screen.findByRole('link', { name: `History of ${current.title}` })).toHaveAttribute('href', '/news-revisions/n1');
  });
});

describe('news revisions in Filipino', () => {
  it('words the history, its entries and the comparison in Filipino', async () => {
    mockHistory();
    await changeAppLanguage('fil');
    const { user } = renderRoute('/news-revisions/n1', { as: author });
    const list = await screen.findByRole('navigation', { name: 'Mga Rebisyon' });
    const entries = within(list).getAllByRole('button');
    expect(entries[0]).toHaveTextContent('Ibinalik mula sa rebisyon 1');
    expect(entries[1]).toHaveTextContent('Binago ang Pamagat, Nilalaman');
    expect(entries[2]).toHaveTextContent('Ginawa');
    expect(screen.getByRole('heading', { name: 'Kasaysayan' })).toBeInTheDocument();
    expect(screen.getByText('Pumili ng rebisyon para ihambing ito sa kasalukuyang bersiyon.')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: /Rebisyon 1/ }));
    expect(await screen.findByRole('heading', { name: 'Ang rebisyon 1 kumpara sa kasalukuyang bersiyon' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ibalik ang rebisyong ito' })).toBeInTheDocument();
  });
});
