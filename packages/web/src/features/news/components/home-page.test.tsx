import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeAppLanguage } from '../../../i18n/i18n';
import { buildNews } from '../../../test/build-news';
import { mockApi, pagedList, pending, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const robotics = buildNews();
const fair = buildNews({
  id: 'n2',
  title: 'Science fair draws a record crowd',
  description: 'Projects from every grade.',
  category: 'Animo Idol',
  thumbnail: null,
  thumbnailUrl: null,
  embedYouTubeUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
  publicationDate: '2026-02-10T09:00:00.000Z',
});

const currentYear = new Date().getFullYear();

describe('home page', () => {
  it('shows a loading state while the stories load', async () => {
    mockApi({ 'GET /api/v1/public-news': pending });
    renderRoute('/');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('heading', { level: 1, name: 'Latest News' })).toBeInTheDocument();
  });

  it('shows "No Content found" when nothing is published', async () => {
    mockApi({ 'GET /api/v1/public-news': pagedList([]) });
    renderRoute('/');
    expect(await screen.findByText('No Content found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows the stories as cards, newest first, a page at a time', async () => {
    const api = mockApi({ 'GET /api/v1/public-news': pagedList([robotics, fair]) });
    renderRoute('/');
    const card = (await screen.findByRole('button', { name: robotics.title })).closest('article')!;
    expect(within(card).getByText('BalitAraneta')).toBeInTheDocument();
    expect(within(card).getByText(robotics.description)).toBeInTheDocument();
    expect(within(card).getByText('March 5, 2026')).toHaveAttribute('datetime', robotics.publicationDate);

    const videoCard = screen.getByRole('button', { name: fair.title }).closest('article')!;
    expect(within(videoCard).getByText('Video')).toBeInTheDocument();
    expect(within(videoCard).getByText('February 10, 2026')).toBeInTheDocument();

    const [request] = api.calls('GET /api/v1/public-news');
    expect(request.query.get('page')).toBe('1');
    expect(request.query.get('size')).toBe('12');
    expect(request.query.has('category')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows the empty state and a quiet retry when the list fails', async () => {
    let fail = true;
    mockApi({
      'GET /api/v1/public-news': (request) => (fail ? reply.error(500, 'Boom') : pagedList([robotics])(request)),
    });
    const { user } = renderRoute('/');
    expect(await screen.findByText('No Content found')).toBeInTheDocument();
    expect(screen.queryByText('Boom')).not.toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: robotics.title })).toBeInTheDocument();
  });

  it('searches by text with the fuzzy search and can clear the search', async () => {
    const api = mockApi({
      'GET /api/v1/public-news': pagedList([robotics, fair]),
      'GET /api/v1/fuzzy-search-news': pagedList([fair]),
    });
    const { user, router } = renderRoute('/');
    await screen.findByRole('button', { name: robotics.title });

    await user.type(screen.getByRole('combobox', { name: 'Search' }), '  sciense fair ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: robotics.title })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: fair.title })).toBeInTheDocument();
    expect(screen.getByText(/Stories matching “sciense fair”/)).toHaveTextContent('1 story');
    const [request] = api.calls('GET /api/v1/fuzzy-search-news');
    expect(request.query.get('query')).toBe('sciense fair');
    expect(request.query.get('page')).toBe('1');
    expect(router.state.location.search).toBe('?q=sciense+fair');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('button', { name: robotics.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Latest News' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search' })).toHaveValue('');
  });

  it('says "More than 1,000 results" when the search stopped counting, and the count when it is exact', async () => {
    const stories = Array.from({ length: 12 }, (_, index) => buildNews({ id: `s${index + 1}`, title: `Story ${index + 1}` }));
    mockApi({
      'GET /api/v1/fuzzy-search-news': ({ query }) =>
        query.get('query') === 'story'
          ? reply.ok({ items: stories, page: 1, size: 12, total: 1000, totalIsExact: false })
          : reply.ok({ items: stories, page: 1, size: 12, total: 1000, totalIsExact: true }),
    });
    const { router } = renderRoute('/?q=story');
    await waitFor(() => expect(screen.getByText(/Stories matching “story”/)).toHaveTextContent('Stories matching “story” · More than 1,000 results'));
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();

    await router.navigate('/?q=stories');
    await waitFor(() => expect(screen.getByText(/Stories matching “stories”/)).toHaveTextContent('Stories matching “stories” · 1000 stories'));
  });

  it('suggests titles as the reader types, asked once typing pauses, and searches for the one chosen with the keyboard', async () => {
    const workshop = 'Robot building <workshop>';
    const api = mockApi({
      'GET /api/v1/public-news': pagedList([robotics]),
      'GET /api/v1/search-suggestions': reply.ok([
        { id: robotics.id, title: robotics.title },
        { id: 'n3', title: workshop },
      ]),
      'GET /api/v1/fuzzy-search-news': pagedList([robotics]),
    });
    const { user, router } = renderRoute('/');
    await screen.findByRole('button', { name: robotics.title });

    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'robo');
    const listbox = await screen.findByRole('listbox', { name: 'Search' });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([robotics.title, workshop]),
    );
    expect(api.calls('GET /api/v1/search-suggestions').map((request) => request.query.get('query'))).toEqual(['robo']);

    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe(`?${new URLSearchParams({ q: workshop })}`));
    expect(api.calls('GET /api/v1/fuzzy-search-news')[0].query.get('query')).toBe(workshop);
  });

  it('asks for no suggestions for a single letter', async () => {
    const api = mockApi({ 'GET /api/v1/public-news': pagedList([robotics]) });
    const { user } = renderRoute('/');
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'r');
    await screen.findByRole('button', { name: robotics.title });
    expect(api.calls('GET /api/v1/search-suggestions')).toHaveLength(0);
  });

  it("shows each result's snippet with the matched words marked and the story's text as text", async () => {
    const found = buildNews({
      snippet: {
        text: 'The <b>robotics</b> team built a robot.',
        marks: [
          { start: 7, end: 15 },
          { start: 33, end: 38 },
        ],
      },
    });
    mockApi({ 'GET /api/v1/public-news': pagedList([]), 'GET /api/v1/fuzzy-search-news': pagedList([found]) });
    renderRoute('/?q=robotic');
    const card = (await screen.findByRole('button', { name: found.title })).closest('article')!;
    const marks = card.querySelectorAll('mark');
    expect([...marks].map((mark) => mark.textContent)).toEqual(['robotics', 'robot']);
    expect(marks[0].parentElement).toHaveTextContent('The <b>robotics</b> team built a robot.');
    expect(card.querySelector('b')).toBeNull();
  });

  it('searches by month and year with the month search, month names shown', async () => {
    const api = mockApi({
      'GET /api/v1/public-news': pagedList([robotics, fair]),
      'GET /api/v1/search-by-month-news': pagedList([fair]),
    });
    const { user } = renderRoute('/');
    await screen.findByRole('button', { name: robotics.title });

    const month = screen.getByRole('combobox', { name: 'Month' });
    expect(within(month).getByRole('option', { name: 'February' })).toHaveValue('2');
    expect(within(month).getAllByRole('option')).toHaveLength(13);
    await user.selectOptions(month, 'February');
    await user.type(screen.getByRole('spinbutton', { name: 'Year' }), '2026');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText(/Stories from February 2026/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: robotics.title })).not.toBeInTheDocument());
    const [request] = api.calls('GET /api/v1/search-by-month-news');
    expect(request.query.get('month')).toBe('2');
    expect(request.query.get('year')).toBe('2026');
    expect(api.calls('GET /api/v1/fuzzy-search-news')).toHaveLength(0);
  });

  it('says the year is out of range and does not search', async () => {
    const api = mockApi({
      'GET /api/v1/public-news': pagedList([robotics]),
      'GET /api/v1/search-by-month-news': pagedList([]),
    });
    const { user } = renderRoute('/');
    await screen.findByRole('button', { name: robotics.title });
    const year = screen.getByRole('spinbutton', { name: 'Year' });
    const message = `Year must be between 2000 and ${currentYear}.`;

    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'March');
    await user.type(year, '1999');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(year).toHaveAttribute('aria-invalid', 'true');

    await user.clear(year);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
    await user.type(year, String(currentYear + 1));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(message)).toBeInTheDocument();

    await user.clear(year);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(message)).toBeInTheDocument();

    expect(api.calls('GET /api/v1/search-by-month-news')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Latest News' })).toBeInTheDocument();
  });

  it('asks for a month when only a year is given', async () => {
    const api = mockApi({ 'GET /api/v1/public-news': pagedList([robotics]) });
    const { user } = renderRoute('/');
    await user.type(screen.getByRole('spinbutton', { name: 'Year' }), '2025');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please select a month.')).toBeInTheDocument();
    expect(api.calls('GET /api/v1/search-by-month-news')).toHaveLength(0);
  });

  it('lets text win over month and year, and says so', async () => {
    const api = mockApi({
      'GET /api/v1/public-news': pagedList([robotics]),
      'GET /api/v1/fuzzy-search-news': pagedList([robotics]),
      'GET /api/v1/search-by-month-news': pagedList([]),
    });
    const { user } = renderRoute('/');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'March');
    await user.type(screen.getByRole('combobox', { name: 'Search' }), 'robotics');
    expect(screen.getByText(/the month and year are ignored/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(/Stories matching “robotics”/)).toBeInTheDocument();
    expect(api.calls('GET /api/v1/fuzzy-search-news')).toHaveLength(1);
    expect(api.calls('GET /api/v1/search-by-month-news')).toHaveLength(0);
  });

  it('opens a story in a modal whose Read More leads to its page', async () => {
    mockApi({
      'GET /api/v1/public-news': pagedList([robotics]),
      [`GET /api/v1/public-news/${robotics.id}`]: reply.ok(robotics),
      [`POST /api/v1/view-news/${robotics.id}`]: reply.ok({ views: 42, counted: true }),
      [`GET /api/v1/news/approved/comments/${robotics.id}`]: reply.ok([]),
    });
    const { user, router } = renderRoute('/');
    await user.click(await screen.findByRole('button', { name: robotics.title }));

    const dialog = await screen.findByRole('dialog', { name: robotics.title });
    expect(within(dialog).getByText(robotics.description)).toBeInTheDocument();
    expect(within(dialog).getByText('March 5, 2026')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: robotics.title })).toBeInTheDocument();
    const readMore = within(dialog).getByRole('link', { name: 'Read More' });
    expect(readMore).toHaveAttribute('href', '/view-news/n1');

    await user.click(readMore);
    // The article page is its own chunk: the navigation completes once it has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-news/n1'), { timeout: 10_000 });
  });

  it('hands a hovered story to the article page cache', async () => {
    mockApi({ 'GET /api/v1/public-news': pagedList([robotics]) });
    const { queryClient } = renderRoute('/');
    const card = (await screen.findByRole('button', { name: robotics.title })).closest('article')!;
    expect(queryClient.getQueryData(['public-news', 'item', robotics.id])).toBeUndefined();
    fireEvent.pointerEnter(card);
    expect(queryClient.getQueryData(['public-news', 'item', robotics.id])).toEqual(robotics);
  });

  it('loads page 2 with the Load more button', async () => {
    const stories = Array.from({ length: 14 }, (_, index) => buildNews({ id: `s${index + 1}`, title: `Story ${index + 1}` }));
    const api = mockApi({ 'GET /api/v1/public-news': pagedList(stories) });
    const { user } = renderRoute('/');
    expect(await screen.findByRole('button', { name: 'Story 12' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Story 13' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Story 14' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Story 13' })).toHaveFocus());
    expect(api.calls('GET /api/v1/public-news').map((request) => request.query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads page 2 by itself when the reader scrolls near the end', async () => {
    const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        entry: { callback: IntersectionObserverCallback; target?: Element };
        constructor(callback: IntersectionObserverCallback) {
          this.entry = { callback };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {}
      },
    );
    const stories = Array.from({ length: 13 }, (_, index) => buildNews({ id: `s${index + 1}`, title: `Story ${index + 1}` }));
    const api = mockApi({ 'GET /api/v1/public-news': pagedList(stories) });
    renderRoute('/');
    await screen.findByRole('button', { name: 'Story 1' });
    expect(api.calls('GET /api/v1/public-news')).toHaveLength(1);

    const watching = observers.at(-1)!;
    watching.callback([{ isIntersecting: true, target: watching.target! } as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(await screen.findByRole('button', { name: 'Story 13' })).toBeInTheDocument();
    expect(api.calls('GET /api/v1/public-news').at(-1)!.query.get('page')).toBe('2');
  });

  describe('in Filipino', () => {
    it('words the latest stories, their cards, the most read and the modal in Filipino', async () => {
      mockApi({
        'GET /api/v1/public-news': pagedList([robotics, fair]),
        'GET /api/v1/public-news/most-read': reply.ok([{ id: 'm1', title: 'Intramurals opening day', views: 1520 }]),
      });
      await changeAppLanguage('fil');
      const { user } = renderRoute('/');
      expect(await screen.findByRole('heading', { level: 1, name: 'Pinakabagong Balita' })).toBeInTheDocument();
      expect(screen.getByText('Mga balita, lathalain at video mula sa ating komunidad sa paaralan.')).toBeInTheDocument();
      const videoCard = (await screen.findByRole('button', { name: fair.title })).closest('article')!;
      expect(within(videoCard).getByText('Video')).toBeInTheDocument();
      expect(within(videoCard).getByText('Pebrero 10, 2026')).toBeInTheDocument();
      const aside = await screen.findByRole('complementary', { name: 'Pinakabinasa ngayong linggo' });
      expect(within(aside).getByText('Nabasa nang 1,520 beses')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: robotics.title }));
      const dialog = await screen.findByRole('dialog', { name: robotics.title });
      expect(within(dialog).getByRole('link', { name: 'Magbasa pa' })).toHaveAttribute('href', '/view-news/n1');
    });

    it('words a search, its count and its month in Filipino', async () => {
      mockApi({ 'GET /api/v1/search-by-month-news': pagedList([fair]) });
      await changeAppLanguage('fil');
      renderRoute('/?month=2&year=2026');
      expect(await screen.findByRole('heading', { level: 1, name: 'Mga resulta ng paghahanap' })).toBeInTheDocument();
      expect(await screen.findByText(/Mga balita noong Pebrero 2026/)).toHaveTextContent('Mga balita noong Pebrero 2026 · 1 balita');
      expect(screen.getByRole('button', { name: 'Burahin ang paghahanap' })).toBeInTheDocument();
      expect(document.title).toBe('Mga resulta ng paghahanap · School Newsroom');
    });

    it('says in Filipino that more than 1,000 stories match', async () => {
      mockApi({ 'GET /api/v1/fuzzy-search-news': reply.ok({ items: [fair], page: 1, size: 12, total: 1000, totalIsExact: false }) });
      await changeAppLanguage('fil');
      renderRoute('/?q=fair');
      await waitFor(() =>
        expect(screen.getByText(/Mga balitang tugma sa “fair”/)).toHaveTextContent('Mga balitang tugma sa “fair” · Mahigit 1,000 resulta'),
      );
    });

    it('words the empty and failed grid in Filipino', async () => {
      mockApi({ 'GET /api/v1/public-news': reply.error(500, 'Boom') });
      await changeAppLanguage('fil');
      renderRoute('/');
      expect(await screen.findByText('Walang nahanap na content')).toBeInTheDocument();
      expect(screen.getByText('Hindi ma-load ang mga balita sa ngayon.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Subukang muli' })).toBeInTheDocument();
    });
  });
});
