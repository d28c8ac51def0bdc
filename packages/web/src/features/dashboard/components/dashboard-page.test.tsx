import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Dashboard, DayViews } from '@newsroom/shared';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, pagedList, pending, reply } from '../../../test/mock-api';
import { admin, author, renderRoute } from '../../../test/render-route';

const DASHBOARD = 'GET /api/v1/dashboard';

/** The 30 days ending on 2026-11-25, oldest first, with the given views on some of them. */
function thirtyDays(views: Record<string, number> = {}): DayViews[] {
  return Array.from({ length: 30 }, (_, index) => {
    const day = new Date(Date.UTC(2026, 9, 27 + index)).toISOString().slice(0, 10);
    return { day, views: views[day] ?? 0 };
  });
}

const emptyDashboard: Dashboard = {
  waiting: { pendingNews: 0, pendingComments: 0, contributions: 0 },
  viewsByDay: thirtyDays(),
  mostRead: { week: [], month: [] },
};

const filledDashboard: Dashboard = {
  waiting: { pendingNews: 3, pendingComments: 12, contributions: 1 },
  viewsByDay: thirtyDays({ '2026-11-20': 1200, '2026-11-24': 34 }),
  mostRead: {
    week: [
      { id: 'n1', title: 'Robotics team wins regionals', views: 900 },
      { id: 'n2', title: 'Science fair results', views: 1 },
    ],
    month: [{ id: 'n3', title: 'Intramurals schedule', views: 2400 }],
  },
};

describe('dashboard', () => {
  beforeEach(() => {
    // Only the clock: the calendar opens on this week, and timers keep running for the queries.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows Loading... while the figures load', async () => {
    mockApi({ [DASHBOARD]: pending });
    renderRoute('/dashboard', { as: admin });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'DASHBOARD' })).toBeInTheDocument();
  });

  it('says why when the figures could not be loaded', async () => {
    mockApi({ [DASHBOARD]: reply.error(500, 'Something went wrong on our side. Please try again.') });
    renderRoute('/dashboard', { as: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  });

  it('says plainly when there is nothing yet', async () => {
    mockApi({ [DASHBOARD]: reply.ok(emptyDashboard) });
    renderRoute('/dashboard', { as: admin });
    expect(await screen.findByText('Nothing is waiting for you.')).toBeInTheDocument();
    expect(screen.getByText('No views yet in the last 30 days.')).toBeInTheDocument();
    expect(screen.getByText('Nothing has been read in the last 7 days yet.')).toBeInTheDocument();
    expect(screen.getByText('Nothing has been read in the last 30 days yet.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing is scheduled this week.')).toBeInTheDocument();
  });

  it('links each waiting count to its screen', async () => {
    mockApi({ [DASHBOARD]: reply.ok(filledDashboard) });
    renderRoute('/dashboard', { as: admin });
    const waiting = await screen.findByRole('region', { name: 'Waiting for you' });
    expect(within(waiting).getByRole('link', { name: '3 Pending content' })).toHaveAttribute('href', '/pending-news');
    expect(within(waiting).getByRole('link', { name: '12 Comments awaiting moderation' })).toHaveAttribute('href', '/comments-management');
    expect(within(waiting).getByRole('link', { name: '1 Contributions' })).toHaveAttribute('href', '/ListContributeContent');
    expect(within(waiting).queryByText('Nothing is waiting for you.')).not.toBeInTheDocument();
  });

  it('reads the views chart out: the total, the busiest day, and every day in a table', async () => {
    mockApi({ [DASHBOARD]: reply.ok(filledDashboard) });
    renderRoute('/dashboard', { as: admin });
    const views = await screen.findByRole('region', { name: 'Views, last 30 days' });
    expect(within(views).getByText('1,234 views in the last 30 days; the busiest day was November 20 with 1,200 views.')).toBeInTheDocument();
    const table = within(views).getByRole('table', { name: 'Views per day, last 30 days' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: 'November 24, 2026 34' })).toBeInTheDocument();
  });

  it('lists the most read of each window in order, linking to the story', async () => {
    mockApi({ [DASHBOARD]: reply.ok(filledDashboard) });
    renderRoute('/dashboard', { as: admin });
    const week = await screen.findByRole('list', { name: 'Most read, last 7 days' });
    const items = within(week).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Robotics team wins regionals900 views', 'Science fair results1 view']);
    expect(within(week).getByRole('link', { name: 'Robotics team wins regionals' })).toHaveAttribute('href', '/read-news/n1');
    const month = screen.getByRole('list', { name: 'Most read, last 30 days' });
    expect(within(month).getByRole('link', { name: 'Intramurals schedule' })).toHaveAttribute('href', '/read-news/n3');
  });

  it('is for ADMINs only', async () => {
    mockApi({});
    const { router } = renderRoute('/dashboard', { as: author });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });
});

describe("an author's desk on My Content List", () => {
  it('shows their pending count, views, most read and scheduled stories above the list', async () => {
    const api = mockApi({
      [DASHBOARD]: reply.ok({ ...filledDashboard, waiting: { pendingNews: 2, pendingComments: null, contributions: null } }),
      'GET /api/v1/dashboard/scheduled': reply.ok([
        { id: 's1', title: 'Foundation day program', publicationDate: '2099-12-01T01:00:00.000Z', author: 'Arthur Author' },
      ]),
      'GET /api/v1/news': pagedList([]),
    });
    renderRoute('/my-news', { as: author });
    const desk = await screen.findByRole('region', { name: 'Your stories at a glance' });
    expect(await within(desk).findByRole('link', { name: '2 Pending content' })).toHaveAttribute('href', '/pending-news');
    expect(within(desk).queryByRole('link', { name: /Comments awaiting moderation/ })).not.toBeInTheDocument();
    expect(within(desk).getByText(/1,234 views in the last 30 days/)).toBeInTheDocument();
    expect(within(desk).getByRole('link', { name: 'Robotics team wins regionals' })).toBeInTheDocument();
    expect(await within(desk).findByRole('link', { name: 'Foundation day program' })).toHaveAttribute('href', '/read-news/s1');
    // The list and its texts are unchanged below it.
    expect(screen.getByRole('heading', { level: 2, name: 'My Content List' })).toBeInTheDocument();
    expect(await screen.findByText('No Content Found')).toBeInTheDocument();
    const [range] = api.calls('GET /api/v1/dashboard/scheduled');
    expect(Date.parse(range!.query.get('to')!) - Date.parse(range!.query.get('from')!)).toBe(60 * 24 * 60 * 60 * 1000);
  });

  it('is not shown to an ADMIN, who has the dashboard', async () => {
    const api = mockApi({ 'GET /api/v1/news': pagedList([]) });
    renderRoute('/my-news', { as: admin });
    expect(await screen.findByText('No Content Found')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your stories at a glance' })).not.toBeInTheDocument();
    expect(api.calls(DASHBOARD)).toHaveLength(0);
  });
});

describe('the dashboard in Filipino', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('words its sections, counts, chart and lists in Filipino, with Filipino month names', async () => {
    mockApi({ [DASHBOARD]: reply.ok(filledDashboard) });
    await changeAppLanguage('fil');
    renderRoute('/dashboard', { as: admin });
    const waiting = await screen.findByRole('region', { name: 'Naghihintay sa iyo' });
    expect(within(waiting).getByRole('link', { name: '3 Hinihintay na content' })).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: '1 Mga ambag' })).toBeInTheDocument();
    const views = screen.getByRole('region', { name: 'Mga view, nakaraang 30 araw' });
    expect(within(views).getByText(/sa nakaraang 30 araw; pinakamarami noong Nobyembre 20, na may/)).toBeInTheDocument();
    expect(within(views).getByRole('table', { name: 'Mga view bawat araw, nakaraang 30 araw' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Pinakabinasa, nakaraang 7 araw' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pinakabinasa' })).toBeInTheDocument();
  });
});
