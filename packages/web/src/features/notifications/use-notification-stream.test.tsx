import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import type { Notification } from '@newsroom/shared';
import { mockApi, reply, pagedList } from '../../test/mock-api';
import { admin, author, renderRoute } from '../../test/render-route';
import { FIRST_RETRY_DELAY_MS, POLL_INTERVAL_MS } from './use-notification-stream';

const LIST = 'GET /api/v1/news/notifications';
const COUNT = 'GET /api/v1/news/notifications/unread-count';

/** Stands in for the browser's EventSource: the test plays the server's events. */
class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  onerror: ((event: Event) => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  emit(type: string, data: unknown = {}) {
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    });
  }

  fail() {
    act(() => this.onerror?.(new Event('error')));
  }

  static latest(): FakeEventSource {
    const latest = FakeEventSource.instances.at(-1);
    if (!latest) throw new Error('no stream was opened yet');
    return latest;
  }
}

/** The stream opens once its ticket has arrived. */
const opened = () => waitFor(() => FakeEventSource.latest());

const earlier: Notification = {
  id: 'n1',
  author: 'Arthur Author',
  message: "Your content titled 'Science fair results' has been rejected.",
  createdAt: '2026-02-20T16:05:00.000Z',
  read: true,
};

const arriving: Notification = {
  id: 'n2',
  author: 'Arthur Author',
  message: "Your content titled 'Robotics team wins regionals' has been approved and will be published at immediately.",
  createdAt: '2026-03-02T09:30:00.000Z',
  read: false,
};

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.useRealTimers();
  // Toasts live in a module-wide store: one test's must not show up in the next.
  notifications.clean();
});

describe('live notifications', () => {
  it('opens one stream with a one-time ticket (the token never goes in the address), and closes it on logout', async () => {
    const api = mockApi({ [LIST]: pagedList([]), 'POST /api/v1/logout': { status: 204 } });
    const { user } = renderRoute('/notification', { as: author });
    await screen.findByText('No new notifications.');
    expect((await opened()).url).toBe('/api/v1/news/notifications/stream?ticket=test-ticket');
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(api.calls('POST /api/v1/news/notifications/stream-ticket')[0]!.headers.Authorization).toBe('Bearer test-token');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(FakeEventSource.latest().closed).toBe(true));
    // The server is told, so the token dies there too.
    expect(api.calls('POST /api/v1/logout')[0]!.headers.Authorization).toBe('Bearer test-token');
  });

  it("reloads the list and the count on 'ready', since nothing is replayed", async () => {
    const api = mockApi({ [LIST]: pagedList([]) });
    renderRoute('/notification', { as: author });
    await screen.findByText('No new notifications.');
    await waitFor(() => expect(api.calls(COUNT)).toHaveLength(1));
    expect(api.calls(LIST)).toHaveLength(1);

    api.set(LIST, pagedList([earlier]));
    api.set(COUNT, reply.ok({ count: 2 }));
    (await opened()).emit('ready');
    expect(await screen.findByText(earlier.message)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Inbox 2 unread' })).toBeInTheDocument();
  });

  it("adds a 'notification' to the inbox at once, toasts it and refreshes the badge", async () => {
    const api = mockApi({ [LIST]: pagedList([earlier]) });
    renderRoute('/notification', { as: author });
    await screen.findByText(earlier.message);

    api.set(COUNT, reply.ok({ count: 1 }));
    (await opened()).emit('notification', arriving);

    const list = screen.getByRole('list', { name: 'Notifications' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]).getByText(arriving.message)).toBeInTheDocument();
    expect(items[0]).toHaveAttribute('data-unread');
    expect(await screen.findByText('New notification')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Inbox 1 unread' })).toBeInTheDocument();
    expect(api.calls(LIST)).toHaveLength(1);
  });

  it('toasts on any back-office page', async () => {
    mockApi({ 'GET /api/v1/user': pagedList([]) });
    renderRoute('/user-management', { as: admin });
    await screen.findByText('No users found.');
    (await opened()).emit('notification', arriving);
    expect(await screen.findByText('New notification')).toBeInTheDocument();
    expect(screen.getByText(arriving.message)).toBeInTheDocument();
  });

  it('ignores a repeated or broken event', async () => {
    const api = mockApi({ [LIST]: pagedList([earlier]) });
    renderRoute('/notification', { as: author });
    await screen.findByText(earlier.message);
    (await opened()).emit('notification', earlier);
    FakeEventSource.latest().emit('notification', 'not a notification');
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('New notification')).not.toBeInTheDocument();
    expect(api.calls(LIST)).toHaveLength(1);
  });

  it('falls back to polling the unread count every 30 s when the stream fails, and retries it with backoff', async () => {
    const api = mockApi({ [LIST]: pagedList([earlier]), [COUNT]: reply.ok({ count: 0 }) });
    renderRoute('/notification', { as: author });
    await screen.findByText(earlier.message);
    await waitFor(() => expect(api.calls(COUNT)).toHaveLength(1));

    const first = await opened();
    vi.useFakeTimers();
    first.fail();
    expect(first.closed).toBe(true);

    // The stream is tried again after 2 s, then after twice as long at each failure.
    await act(() => vi.advanceTimersByTimeAsync(FIRST_RETRY_DELAY_MS));
    expect(FakeEventSource.instances).toHaveLength(2);
    FakeEventSource.latest().fail();
    await act(() => vi.advanceTimersByTimeAsync(FIRST_RETRY_DELAY_MS));
    expect(FakeEventSource.instances).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(FIRST_RETRY_DELAY_MS));
    expect(FakeEventSource.instances).toHaveLength(3);
    FakeEventSource.latest().fail();

    // Meanwhile the count is polled; a changed count reloads the list too.
    api.set(COUNT, reply.ok({ count: 1 }));
    api.set(LIST, pagedList([arriving, earlier]));
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS - 2 * FIRST_RETRY_DELAY_MS));
    expect(api.calls(COUNT)).toHaveLength(2);
    expect(api.calls(LIST)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Inbox 1 unread' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Notifications' })).getByText(arriving.message)).toBeInTheDocument();

    // Once a stream is ready again (the fourth, opened at 14 s), polling stops.
    expect(FakeEventSource.instances).toHaveLength(4);
    FakeEventSource.latest().emit('ready');
    await act(() => vi.advanceTimersByTimeAsync(0));
    const afterReady = api.calls(COUNT).length;
    await act(() => vi.advanceTimersByTimeAsync(3 * POLL_INTERVAL_MS));
    expect(api.calls(COUNT)).toHaveLength(afterReady);
  });
});
