import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeAppLanguage } from '../../../i18n/i18n';
import { buildNews } from '../../../test/build-news';
import { mockApi, pagedList, pending, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const newest = buildNews({ id: 'n2', title: 'Choir sings at the regional meet', publicationDate: '2026-04-02T09:00:00.000Z' });
const older = buildNews({ id: 'n1', title: 'Robotics team wins regional title' });

describe('author page', () => {
  it("shows the author's name and published stories, newest first, asked for by the author's id", async () => {
    const api = mockApi({ 'GET /api/v1/public-news': pagedList([newest, older]) });
    renderRoute('/author/author-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stories by Maria Santos' })).toBeInTheDocument();
    expect(document.title).toBe('Maria Santos · School Newsroom');
    expect(screen.getByText('2 published stories')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([newest.title, older.title]);

    const [request] = api.calls('GET /api/v1/public-news');
    expect(request.query.get('author')).toBe('author-1');
    expect(request.query.get('page')).toBe('1');
    expect(request.query.get('size')).toBe('12');
    expect(request.query.has('category')).toBe(false);
  });

  it('opens a story in a modal whose Read More leads to its page', async () => {
    mockApi({ 'GET /api/v1/public-news': pagedList([newest]) });
    const { user } = renderRoute('/author/author-1');
    await user.click(await screen.findByRole('button', { name: newest.title }));
    const dialog = await screen.findByRole('dialog', { name: newest.title });
    expect(within(dialog).getByRole('link', { name: 'Read More' })).toHaveAttribute('href', '/view-news/n2');
  });

  it('says "Author not found" with a way home for an author with no published story', async () => {
    mockApi({ 'GET /api/v1/public-news': pagedList([]) });
    const { user, router } = renderRoute('/author/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Author not found' })).toBeInTheDocument();
    expect(document.title).toBe('Author not found · School Newsroom');
    expect(screen.getByText('This author does not exist or has no published stories yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a loader first, and the empty state with a retry when the stories fail to load', async () => {
    let fail = true;
    mockApi({ 'GET /api/v1/public-news': (request) => (fail ? reply.error(500, 'Boom') : pagedList([older])(request)) });
    const { user } = renderRoute('/author/author-1');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Author' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Stories by Maria Santos' })).toBeInTheDocument();
  });

  it('waits for the stories before deciding', async () => {
    mockApi({ 'GET /api/v1/public-news': pending });
    renderRoute('/author/author-1');
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
    expect(screen.queryByText('Author not found')).not.toBeInTheDocument();
  });

  describe('in Filipino', () => {
    it("words the author's page in Filipino", async () => {
      mockApi({ 'GET /api/v1/public-news': pagedList([newest, older]) });
      await changeAppLanguage('fil');
      renderRoute('/author/author-1');
      expect(await screen.findByRole('heading', { level: 1, name: 'Mga balita ni Maria Santos' })).toBeInTheDocument();
      expect(screen.getByText('Awtor')).toBeInTheDocument();
      expect(screen.getByText('2 nailathalang balita')).toBeInTheDocument();
    });

    it('says in Filipino that an author is not found, in the title too', async () => {
      mockApi({ 'GET /api/v1/public-news': pagedList([]) });
      await changeAppLanguage('fil');
      renderRoute('/author/nobody');
      expect(await screen.findByRole('heading', { level: 1, name: 'Hindi nahanap ang awtor' })).toBeInTheDocument();
      expect(document.title).toBe('Hindi nahanap ang awtor · School Newsroom');
      expect(screen.getByText('Walang ganitong awtor, o wala pa siyang nailathalang balita.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Bumalik sa Home' })).toBeInTheDocument();
    });
  });
});
