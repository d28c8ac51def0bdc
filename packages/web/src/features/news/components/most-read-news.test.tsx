import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MostReadStory } from '@newsroom/shared';
import { buildNews } from '../../../test/build-news';
import { mockApi, pagedList, pending, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const week: MostReadStory[] = [
  { id: 'm1', title: 'Intramurals opening day', views: 1520 },
  { id: 'm2', title: 'New library hours', views: 980 },
  { id: 'm3', title: 'Robotics team wins regional title', views: 1 },
];

describe('most read this week, on the home', () => {
  it("lists the week's most read stories in order, numbered, each title linking to its article", async () => {
    const api = mockApi({ 'GET /api/v1/public-news': pagedList([buildNews()]), 'GET /api/v1/public-news/most-read': reply.ok(week) });
    const { user, router } = renderRoute('/');
    const aside = await screen.findByRole('complementary', { name: 'Most read this week' });
    const items = within(within(aside).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(week.map((story) => story.title));
    expect(items.map((item) => item.textContent)).toEqual([
      '1Intramurals opening day1,520 views',
      '2New library hours980 views',
      '3Robotics team wins regional title1 view',
    ]);
    expect(within(items[1]!).getByRole('link')).toHaveAttribute('href', '/view-news/m2');
    // The latest stories are still the page's main list.
    expect(screen.getByRole('heading', { level: 1, name: 'Latest News' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Robotics team wins regional title' })).toBeInTheDocument();
    expect(api.calls('GET /api/v1/public-news/most-read')).toHaveLength(1);

    await user.click(within(items[0]!).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/view-news/m1'), { timeout: 10_000 });
  });

  it('shows nothing while it loads, when the week has no views, or when it fails', async () => {
    for (const answer of [pending, reply.ok([]), reply.error(500, 'Boom')]) {
      mockApi({ 'GET /api/v1/public-news': pagedList([buildNews()]), 'GET /api/v1/public-news/most-read': answer });
      const view = renderRoute('/');
      expect(await screen.findByRole('button', { name: 'Robotics team wins regional title' })).toBeInTheDocument();
      expect(screen.queryByRole('complementary', { name: 'Most read this week' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      view.unmount();
    }
  });

  it('gives search results the whole page', async () => {
    const api = mockApi({
      'GET /api/v1/fuzzy-search-news': pagedList([buildNews()]),
      'GET /api/v1/public-news/most-read': reply.ok(week),
    });
    renderRoute('/?q=robotics');
    expect(await screen.findByText(/Stories matching “robotics”/)).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Most read this week' })).not.toBeInTheDocument();
    expect(api.calls('GET /api/v1/public-news/most-read')).toHaveLength(0);
  });
});
