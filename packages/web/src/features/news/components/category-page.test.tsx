import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeAppLanguage } from '../../../i18n/i18n';
import { buildNews } from '../../../test/build-news';
import { mockApi, pagedList, pending, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const animoIdol = { id: 'c2', name: 'Animo Idol', description: 'Lasallians who inspire us.', slug: 'Animo-Idol' };
const categories = [{ id: 'c1', name: 'BalitAraneta', description: 'Campus news.', slug: 'BalitAraneta' }, animoIdol];

const feature = buildNews({
  id: 'n7',
  title: 'Meet our singing champion',
  category: 'Animo Idol',
  categoryId: 'c2',
  categorySlug: 'Animo-Idol',
  description: 'A voice that carried the school.',
  content: 'She started singing at six.\nNow she leads the choir.\n<b>Not bold</b>',
});
const video = buildNews({
  id: 'n8',
  title: 'Idol performance video',
  category: 'Animo Idol',
  thumbnail: null,
  thumbnailUrl: null,
  embedYouTubeUrl: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
});

describe('category page', () => {
  it('resolves the slug, shows the category as heading and lists its stories', async () => {
    const api = mockApi({
      'GET /api/v1/categories/get-categories': reply.ok(categories),
      'GET /api/v1/public-news': pagedList([feature, video]),
    });
    renderRoute('/category/animo-idol');
    expect(await screen.findByRole('heading', { level: 1, name: 'Animo Idol' })).toBeInTheDocument();
    expect(screen.getByText('Lasallians who inspire us.')).toBeInTheDocument();
    const card = (await screen.findByRole('button', { name: feature.title })).closest('article')!;
    expect(within(card).getByText(feature.description)).toBeInTheDocument();
    expect(within(card).getByText('March 5, 2026')).toBeInTheDocument();

    const [request] = api.calls('GET /api/v1/public-news');
    expect(request.query.get('category')).toBe('Animo-Idol');
    expect(request.query.get('page')).toBe('1');
  });

  it('shows a loading state, then "No Content found" for a category without stories', async () => {
    let answer: (value: ReturnType<typeof reply.ok>) => void = () => {};
    mockApi({
      'GET /api/v1/categories/get-categories': reply.ok(categories),
      'GET /api/v1/public-news': () => new Promise((resolve) => (answer = resolve)),
    });
    renderRoute('/category/Animo-Idol');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    answer(reply.ok({ items: [], page: 1, size: 12, total: 0 }));
    expect(await screen.findByText('No Content found')).toBeInTheDocument();
  });

  it('shows the empty state with a retry when the stories fail to load', async () => {
    mockApi({
      'GET /api/v1/categories/get-categories': reply.ok(categories),
      'GET /api/v1/public-news': reply.error(503, 'Down'),
    });
    renderRoute('/category/Animo-Idol');
    expect(await screen.findByText('No Content found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says "Category not found." with a way home for an unknown slug', async () => {
    const api = mockApi({ 'GET /api/v1/categories/get-categories': reply.ok(categories) });
    renderRoute('/category/No-Such-Thing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(api.calls('GET /api/v1/public-news')).toHaveLength(0);
  });

  it('waits for the category list before deciding', async () => {
    mockApi({ 'GET /api/v1/categories/get-categories': pending });
    renderRoute('/category/Animo-Idol');
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('Category not found.')).not.toBeInTheDocument();
  });

  it('opens the full post as plain text with its line breaks, and Read More', async () => {
    mockApi({
      'GET /api/v1/categories/get-categories': reply.ok(categories),
      'GET /api/v1/public-news': pagedList([feature]),
    });
    const { user } = renderRoute('/category/Animo-Idol');
    await user.click(await screen.findByRole('button', { name: feature.title }));
    const dialog = await screen.findByRole('dialog', { name: feature.title });
    const content = within(dialog).getByText(/She started singing at six/);
    expect(content.textContent).toBe(feature.content);
    expect(content.querySelectorAll('br')).toHaveLength(2);
    expect(content.querySelector('b')).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'Read More' })).toHaveAttribute('href', '/view-news/n7');
  });

  it('plays a video inside its card', async () => {
    mockApi({
      'GET /api/v1/categories/get-categories': reply.ok(categories),
      'GET /api/v1/public-news': pagedList([video]),
    });
    const { user } = renderRoute('/category/Animo-Idol');
    const card = (await screen.findByRole('button', { name: video.title })).closest('article')!;
    expect(card.querySelector('iframe')).toBeNull();
    // Not even YouTube's still of the video is loaded before the reader presses play.
    for (const image of card.querySelectorAll('img')) expect(image.getAttribute('src')).not.toMatch(/youtube|ytimg/);
    await user.click(within(card).getByRole('button', { name: `Play video: ${video.title}` }));
    expect(within(card).getByTitle(video.title)).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('in Filipino', () => {
    it('words the category, its cards and the full post in Filipino', async () => {
      mockApi({
        'GET /api/v1/categories/get-categories': reply.ok(categories),
        'GET /api/v1/public-news': pagedList([feature, video]),
      });
      await changeAppLanguage('fil');
      const { user } = renderRoute('/category/Animo-Idol');
      expect(await screen.findByRole('heading', { level: 1, name: 'Animo Idol' })).toBeInTheDocument();
      expect(screen.getByText('Kategorya')).toBeInTheDocument();
      const card = (await screen.findByRole('button', { name: feature.title })).closest('article')!;
      expect(within(card).getByText('Marso 5, 2026')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `I-play ang video: ${video.title}` })).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: feature.title }));
      const dialog = await screen.findByRole('dialog', { name: feature.title });
      expect(within(dialog).getByRole('link', { name: 'Magbasa pa' })).toBeInTheDocument();
    });

    it('says in Filipino that a category is not found, in the title too', async () => {
      mockApi({ 'GET /api/v1/categories/get-categories': reply.ok(categories) });
      await changeAppLanguage('fil');
      renderRoute('/category/No-Such-Thing');
      expect(await screen.findByRole('heading', { level: 1, name: 'Hindi nahanap ang kategorya.' })).toBeInTheDocument();
      expect(screen.getByText('Walang ganitong kategorya, o napalitan na ang pangalan nito.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Bumalik sa Home' })).toHaveAttribute('href', '/');
      expect(document.title).toBe('Hindi nahanap ang kategorya. · School Newsroom');
    });

    it('says it is loading in Filipino', async () => {
      mockApi({ 'GET /api/v1/categories/get-categories': reply.ok(categories), 'GET /api/v1/public-news': pending });
      await changeAppLanguage('fil');
      renderRoute('/category/Animo-Idol');
      expect(await screen.findByText('Naglo-load...')).toBeInTheDocument();
    });
  });
});
