import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscriber, SubscriberCounts, SubscriberPage } from '@newsroom/shared';
import { changeAppLanguage } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format-date';
import { mockApi, pending, reply, type RecordedRequest } from '../../../test/mock-api';
import { admin, author, renderRoute } from '../../../test/render-route';

const LIST = 'GET /api/v1/subscribers';
const EXPORT = 'GET /api/v1/subscribers/export';

const buildSubscriber = (overrides: Partial<Subscriber> = {}): Subscriber => ({
  id: 's1',
  email: 'maria.santos@family.test',
  state: 'confirmed',
  categories: ['Animo Idol', 'BalitAraneta'],
  language: 'fil',
  frequency: 'each',
  createdAt: '2026-11-30T01:00:00.000Z',
  confirmedAt: '2026-11-30T01:05:00.000Z',
  ...overrides,
});

const counts: SubscriberCounts = {
  total: 3,
  byState: { pending: 1, confirmed: 2 },
  byLanguage: { en: 2, fil: 1 },
  byFrequency: { each: 2, weekly: 1 },
  allCategories: 2,
  byCategory: [{ name: 'BalitAraneta', count: 1 }],
};

const maria = buildSubscriber();
const juan = buildSubscriber({
  id: 's2',
  email: 'juan@school.test',
  state: 'pending',
  categories: [],
  language: 'en',
  frequency: 'weekly',
  confirmedAt: null,
});

/** The list as the server answers it: the page asked for, of these subscribers, with the whole list's counts. */
const listOf =
  (subscribers: Subscriber[]) =>
  ({ query }: RecordedRequest) => {
    const page = Number(query.get('page'));
    const size = Number(query.get('size'));
    const body: SubscriberPage = { items: subscribers.slice((page - 1) * size, page * size), page, size, total: subscribers.length, counts };
    return reply.ok(body);
  };

const rowOf = (email: string) => screen.getByText(email).closest('tr')!;

describe('subscribers page', () => {
  beforeEach(() => {
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: vi.fn(() => 'blob:subscribers') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
  });
  afterEach(() => vi.restoreAllMocks());

  it('is in the ADMIN sidebar under SUBSCRIBERS, and sends an AUTHOR to /unauthorized without asking for the list', async () => {
    mockApi({ [LIST]: listOf([]) });
    renderRoute('/subscribers', { as: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'SUBSCRIBERS' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Subscribers' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Nobody has subscribed yet.')).toBeInTheDocument();

    const api = mockApi({ [LIST]: listOf([maria]) });
    const { router } = renderRoute('/subscribers', { as: author });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
    expect(api.calls(LIST)).toHaveLength(0);
  });

  it('shows each address with its state, language, frequency, categories and dates, and the whole list’s counts', async () => {
    const api = mockApi({ [LIST]: listOf([maria, juan]) });
    renderRoute('/subscribers', { as: admin });
    await screen.findByText(maria.email);
    const table = screen.getByRole('table', { name: 'Subscribers' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(api.calls(LIST)[0]!.query.toString()).toBe('page=1&size=50');

    expect([...rowOf(maria.email).querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      maria.email,
      'Confirmed',
      'Filipino',
      'Each new story',
      'Animo Idol, BalitAraneta',
      formatDate(maria.createdAt),
      formatDate(maria.confirmedAt),
      '',
    ]);
    expect([...rowOf(juan.email).querySelectorAll('td')].map((cell) => cell.textContent).slice(1, 7)).toEqual([
      'Pending',
      'English',
      'Weekly digest',
      'All categories',
      formatDate(juan.createdAt),
      '—',
    ]);

    const summary = screen.getByRole('region', { name: 'The whole list' });
    expect(within(summary).getByText('3 addresses on the list')).toBeInTheDocument();
    const figures = [...summary.querySelectorAll('.mantine-Badge-label')].map((figure) => figure.textContent);
    expect(figures).toEqual([
      'Pending: 1',
      'Confirmed: 2',
      'English: 2',
      'Filipino: 1',
      'Each new story: 2',
      'Weekly digest: 1',
      'All categories: 2',
      'BalitAraneta: 1',
    ]);
  });

  it('searches by address on the server, narrows by state and pages, each from its first page', async () => {
    const many = Array.from({ length: 120 }, (_, index) => buildSubscriber({ id: `p${index}`, email: `parent${index}@family.test` }));
    const api = mockApi({ [LIST]: listOf(many) });
    const { user } = renderRoute('/subscribers', { as: admin });
    await screen.findByText('parent0@family.test');
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('parent100@family.test')).toBeInTheDocument();
    expect(api.calls(LIST).at(-1)!.query.get('page')).toBe('3');

    await user.type(screen.getByRole('searchbox', { name: 'Search by address' }), 'Parent1');
    await waitFor(() => expect(api.calls(LIST).at(-1)!.query.toString()).toBe('q=Parent1&page=1&size=50'));
    await user.click(screen.getByRole('radio', { name: 'Pending' }));
    await waitFor(() => expect(api.calls(LIST).at(-1)!.query.toString()).toBe('q=Parent1&state=pending&page=1&size=50'));
  });

  it('removes an address after a confirmation naming it, and reads the list again', async () => {
    let subscribers = [maria, juan];
    const api = mockApi({
      [LIST]: (request) => listOf(subscribers)(request),
      'DELETE /api/v1/subscribers/s1': () => {
        subscribers = [juan];
        return reply.noContent();
      },
    });
    const { user } = renderRoute('/subscribers', { as: admin });
    await screen.findByText(maria.email);

    await user.click(within(rowOf(maria.email)).getByRole('button', { name: `Remove ${maria.email}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(`Remove ${maria.email} from the newsletter? The address is deleted and gets nothing more.`)).toBeInTheDocument();
    expect(api.calls('DELETE /api/v1/subscribers/s1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByText(maria.email, { selector: 'td' })).not.toBeInTheDocument());
    expect(api.calls('DELETE /api/v1/subscribers/s1')).toHaveLength(1);
    expect(await screen.findByText(`${maria.email} was removed from the newsletter.`)).toBeInTheDocument();
  });

  it('keeps the row and says why when the server refuses the removal, in Filipino', async () => {
    mockApi({
      [LIST]: listOf([maria]),
      'DELETE /api/v1/subscribers/s1': reply.error(404, 'This subscriber is not on the list any more.'),
    });
    await changeAppLanguage('fil');
    const { user } = renderRoute('/subscribers', { as: admin });
    await screen.findByText(maria.email);
    expect(screen.getByRole('heading', { level: 1, name: 'MGA SUBSCRIBER' })).toBeInTheDocument();
    expect(within(rowOf(maria.email)).getByText('Kumpirmado')).toBeInTheDocument();
    await user.click(within(rowOf(maria.email)).getByRole('button', { name: `Alisin ang ${maria.email}` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Alisin' }));
    expect(await screen.findByText('Wala na sa listahan ang subscriber na ito.')).toBeInTheDocument();
    expect(screen.getByText(maria.email, { selector: 'td' })).toBeInTheDocument();
  });

  it('exports the list with the ADMIN’s token and saves it under the name the server gives', async () => {
    const csv = 'email,state\r\nmaria.santos@family.test,confirmed\r\n';
    const api = mockApi({
      [LIST]: listOf([maria]),
      [EXPORT]: reply.file(csv, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="subscribers-2026-12-04.csv"',
      }),
    });
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    const { user } = renderRoute('/subscribers', { as: admin });
    await screen.findByText(maria.email);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toEqual([{ name: 'subscribers-2026-12-04.csv', href: 'blob:subscribers' }]));
    expect(api.calls(EXPORT)[0]!.headers.Authorization).toBe('Bearer test-token');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob;
    expect(await blob.text()).toBe(csv);
  });

  it('says why the export failed', async () => {
    mockApi({ [LIST]: listOf([maria]), [EXPORT]: reply.error(500, 'Something went wrong on our side. Please try again.') });
    const { user } = renderRoute('/subscribers', { as: admin });
    await screen.findByText(maria.email);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('The list could not be exported.')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
  });

  it('shows Loading... while the list loads, and the server’s error when it cannot be read', async () => {
    mockApi({ [LIST]: pending });
    renderRoute('/subscribers', { as: admin });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();

    mockApi({ [LIST]: reply.error(500, 'Something went wrong on our side. Please try again.') });
    renderRoute('/subscribers', { as: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  });
});
