import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduledStory } from '@newsroom/shared';
import { setDisplayTimeZone } from '../../../lib/format-date';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, reply, type RecordedRequest } from '../../../test/mock-api';
import { admin, renderRoute } from '../../../test/render-route';

const SCHEDULED = 'GET /api/v1/dashboard/scheduled';

// Local times: a page that names no time zone lays stories out on the browser's days.
const story = (id: string, title: string, at: Date): ScheduledStory => ({ id, title, publicationDate: at.toISOString(), author: 'Arthur Author' });
const stories = [
  story('s1', 'Assembly recap', new Date(2026, 10, 27, 9, 30)),
  story('s2', 'Foundation day program', new Date(2026, 11, 3, 14, 0)),
  story('s3', 'Year-end concert', new Date(2026, 11, 28, 18, 0)),
];

/** The server's answer: the stories in [from, to). */
const scheduledIn =
  (scheduled: ScheduledStory[]) =>
  ({ query }: RecordedRequest) => {
    const from = Date.parse(query.get('from')!);
    const to = Date.parse(query.get('to')!);
    return reply.ok(scheduled.filter((item) => Date.parse(item.publicationDate) >= from && Date.parse(item.publicationDate) < to));
  };

function renderCalendar(scheduled = stories) {
  const api = mockApi({ [SCHEDULED]: scheduledIn(scheduled) });
  const view = renderRoute('/dashboard', { as: admin });
  return { ...view, api, calendar: () => screen.getByRole('region', { name: 'Scheduled' }) };
}

/** A story's entry: its time, then its title (its pencil is "Edit {title}"). */
const storyLink = (title: string) => new RegExp(`^\\d{1,2}:\\d{2} [AP]M ${title}$`);

const day = (name: string) => within(screen.getByRole('region', { name: 'Scheduled' })).getByRole('group', { name });

describe('scheduled calendar', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 10, 0)); // Wednesday, November 25, 2026
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on this week, Monday to Sunday, with each story on its day, opening its reader or its edit form', async () => {
    const { api } = renderCalendar();
    const link = await screen.findByRole('link', { name: storyLink('Assembly recap') });
    expect(link).toHaveAttribute('href', '/read-news/s1');
    expect(within(day('Friday, November 27, 2026')).getByRole('link', { name: storyLink('Assembly recap') })).toBe(link);
    expect(link).toHaveTextContent('9:30 AM');
    expect(within(day('Friday, November 27, 2026')).getByRole('link', { name: 'Edit Assembly recap' })).toHaveAttribute('href', '/add-news/s1');
    expect(screen.getByText('Nov 23 – Nov 29, 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Scheduled' })).getAllByRole('group')).toHaveLength(7);
    expect(within(day('Wednesday, November 25, 2026')).getByText(/Today/)).toBeInTheDocument();
    const [request] = api.calls(SCHEDULED);
    expect(new Date(request!.query.get('from')!)).toEqual(new Date(2026, 10, 23));
    expect(new Date(request!.query.get('to')!)).toEqual(new Date(2026, 10, 30));
  });

  it('switches to the month, laid out in whole weeks, and back', async () => {
    const { user, api } = renderCalendar();
    await screen.findByRole('link', { name: storyLink('Assembly recap') });
    await user.click(screen.getByRole('radio', { name: 'Month' }));
    expect(await screen.findByText('November 2026')).toBeInTheDocument();
    // Monday October 26 to Sunday December 6: six weeks, the first days of December included.
    expect(within(screen.getByRole('region', { name: 'Scheduled' })).getAllByRole('group')).toHaveLength(42);
    expect(await within(day('Thursday, December 3, 2026')).findByRole('link', { name: storyLink('Foundation day program') })).toBeInTheDocument();
    const last = api.calls(SCHEDULED).at(-1)!;
    expect(new Date(last.query.get('from')!)).toEqual(new Date(2026, 9, 26));
    expect(new Date(last.query.get('to')!)).toEqual(new Date(2026, 11, 7));
    await user.click(screen.getByRole('radio', { name: 'Week' }));
    expect(await screen.findByText('Nov 23 – Nov 29, 2026')).toBeInTheDocument();
  });

  it('moves a week or a month at a time, and back to today', async () => {
    const { user } = renderCalendar();
    await screen.findByRole('link', { name: storyLink('Assembly recap') });
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(await screen.findByText('Nov 30 – Dec 6, 2026')).toBeInTheDocument();
    expect(await within(day('Thursday, December 3, 2026')).findByRole('link', { name: storyLink('Foundation day program') })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: storyLink('Assembly recap') })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Month' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(await screen.findByText('January 2027')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByText('December 2026')).toBeInTheDocument();
    expect(await within(day('Monday, December 28, 2026')).findByRole('link', { name: storyLink('Year-end concert') })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByText('November 2026')).toBeInTheDocument();
  });

  it('says when nothing is scheduled in the period', async () => {
    const { user } = renderCalendar();
    await screen.findByRole('link', { name: storyLink('Assembly recap') });
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(await screen.findByText('Nothing is scheduled this week.')).toBeInTheDocument();
  });
});

describe("scheduled calendar on the school's clock", () => {
  const readerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T02:00:00.000Z')); // Wednesday, November 25, 10:00 in Manila
    setDisplayTimeZone('Asia/Manila');
  });
  afterEach(() => {
    vi.useRealTimers();
    setDisplayTimeZone(readerZone);
  });

  it("lays stories out on the school's days and times, and asks from the school's midnight, wherever the browser is", async () => {
    // 16:30 UTC on the 26th is half past midnight on the 27th in Manila, still the 26th from London to Honolulu.
    const { api } = renderCalendar([story('m1', 'Early bell', new Date('2026-11-26T16:30:00.000Z'))]);
    const link = await screen.findByRole('link', { name: storyLink('Early bell') });
    expect(within(day('Friday, November 27, 2026')).getByRole('link', { name: storyLink('Early bell') })).toBe(link);
    expect(link).toHaveTextContent('12:30 AM');
    expect(within(day('Wednesday, November 25, 2026')).getByText(/Today/)).toBeInTheDocument();
    const [request] = api.calls(SCHEDULED);
    expect(request!.query.get('from')).toBe('2026-11-22T16:00:00.000Z');
    expect(request!.query.get('to')).toBe('2026-11-29T16:00:00.000Z');
  });
});

describe('scheduled calendar in Filipino', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('names its days, its period and its controls in Filipino', async () => {
    mockApi({ [SCHEDULED]: scheduledIn(stories) });
    await changeAppLanguage('fil');
    const { user } = renderRoute('/dashboard', { as: admin });
    const calendar = await screen.findByRole('region', { name: 'Naka-iskedyul' });
    expect(await within(calendar).findByText('Nob 23 – Nob 29, 2026')).toBeInTheDocument();
    const friday = within(calendar).getByRole('group', { name: 'Biyernes, Nobyembre 27, 2026' });
    expect(await within(friday).findByRole('link', { name: 'I-edit ang Assembly recap' })).toBeInTheDocument();
    expect(within(within(calendar).getByRole('group', { name: 'Miyerkules, Nobyembre 25, 2026' })).getByText(/Ngayon/)).toBeInTheDocument();
    await user.click(within(calendar).getByRole('radio', { name: 'Buwan' }));
    expect(await within(calendar).findByText('Nobyembre 2026')).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Susunod na buwan' })).toBeInTheDocument();
  });
});
