import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@newsroom/shared';
import { changeAppLanguage } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format-date';
import { mockApi, pending, reply, type MockAnswer, pagedList } from '../../../test/mock-api';
import { admin, author, renderRoute } from '../../../test/render-route';

const LIST = 'GET /api/v1/news/notifications';
const COUNT = 'GET /api/v1/news/notifications/unread-count';

const buildNotification = (overrides: Partial<Notification> = {}): Notification => ({
  id: 'n1',
  author: 'Arthur Author',
  message: "Your content titled 'Robotics team wins regionals' has been approved and will be published at immediately.",
  createdAt: '2026-03-02T09:30:00.000Z',
  read: false,
  ...overrides,
});

const approvedNote = buildNotification();
const rejectedNote = buildNotification({
  id: 'n2',
  message: "Your content titled 'Science fair results' has been rejected.",
  createdAt: '2026-02-20T16:05:00.000Z',
  read: true,
});

function itemOf(message: string): HTMLElement {
  return screen.getByText(message).closest('li')!;
}

describe('notifications inbox', () => {
  it('shows Loading... while the notifications load', async () => {
    mockApi({ [LIST]: pending });
    renderRoute('/notification', { as: author });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it("shows 'No new notifications.' for an empty inbox", async () => {
    mockApi({ [LIST]: pagedList([]) });
    renderRoute('/notification', { as: author });
    expect(await screen.findByText('No new notifications.')).toBeInTheDocument();
  });

  it('shows the error and an empty inbox when the notifications cannot be loaded', async () => {
    mockApi({ [LIST]: reply.error(500, 'Something went wrong on our side. Please try again.') });
    renderRoute('/notification', { as: author });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(screen.getByText('No new notifications.')).toBeInTheDocument();
  });

  it('shows author, received date and time and message, unread ones highlighted with Mark as Read', async () => {
    mockApi({ [LIST]: pagedList([approvedNote, rejectedNote]) });
    renderRoute('/notification', { as: author });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const unread = itemOf(approvedNote.message);
    expect(unread).toHaveAttribute('data-unread');
    expect(within(unread).getByText('Unread')).toBeInTheDocument();
    expect(within(unread).getByText('Arthur Author')).toBeInTheDocument();
    expect(within(unread).getByText(formatDateTime(approvedNote.createdAt))).toBeInTheDocument();
    expect(formatDateTime(approvedNote.createdAt)).toMatch(/^Mar 2, 2026, \d{1,2}:\d{2}\s[AP]M$/);
    expect(within(unread).getByRole('button', { name: 'Mark as Read' })).toBeInTheDocument();
    expect(within(unread).getByRole('button', { name: 'Delete' })).toBeInTheDocument();

    const read = itemOf(rejectedNote.message);
    expect(read).not.toHaveAttribute('data-unread');
    expect(within(read).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(read).queryByRole('button', { name: 'Mark as Read' })).not.toBeInTheDocument();
    expect(within(read).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
  });

  it('marks a notification as read only once the server agreed, and refreshes the badge', async () => {
    let answerMark: (answer: MockAnswer) => void = () => {};
    let unreadCount = 1;
    const api = mockApi({
      [LIST]: pagedList([approvedNote, rejectedNote]),
      [COUNT]: () => reply.ok({ count: unreadCount }),
      'POST /api/v1/news/notifications/mark-read/n1': () => new Promise((resolve) => (answerMark = resolve)),
    });
    const { user } = renderRoute('/notification', { as: author });
    await screen.findByText(approvedNote.message);
    expect(await screen.findByRole('link', { name: 'Inbox 1 unread' })).toBeInTheDocument();

    await user.click(within(itemOf(approvedNote.message)).getByRole('button', { name: 'Mark as Read' }));
    await waitFor(() => expect(api.calls('POST /api/v1/news/notifications/mark-read/n1')).toHaveLength(1));
    expect(itemOf(approvedNote.message)).toHaveAttribute('data-unread');

    unreadCount = 0;
    answerMark(reply.ok({ ...approvedNote, read: true }));
    await waitFor(() => expect(itemOf(approvedNote.message)).not.toHaveAttribute('data-unread'));
    expect(within(itemOf(approvedNote.message)).queryByRole('button', { name: 'Mark as Read' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByText('All read')).toBeInTheDocument();
  });

  it('keeps a notification unread when marking fails', async () => {
    mockApi({
      [LIST]: pagedList([approvedNote]),
      'POST /api/v1/news/notifications/mark-read/n1': reply.error(404, 'Notification not found.'),
    });
    const { user } = renderRoute('/notification', { as: author });
    await screen.findByText(approvedNote.message);
    await user.click(screen.getByRole('button', { name: 'Mark as Read' }));
    expect(await screen.findByText('Notification not found.')).toBeInTheDocument();
    expect(itemOf(approvedNote.message)).toHaveAttribute('data-unread');
  });

  it('deletes a notification only once the server agreed', async () => {
    let answerDelete: (answer: MockAnswer) => void = () => {};
    const api = mockApi({
      [LIST]: pagedList([approvedNote, rejectedNote]),
      'DELETE /api/v1/news/notification/n2': () => new Promise((resolve) => (answerDelete = resolve)),
    });
    const { user } = renderRoute('/notification', { as: author });
    await screen.findByText(rejectedNote.message);
    await user.click(within(itemOf(rejectedNote.message)).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(api.calls('DELETE /api/v1/news/notification/n2')).toHaveLength(1));
    expect(screen.getByText(rejectedNote.message)).toBeInTheDocument();
    answerDelete(reply.noContent());
    await waitFor(() => expect(screen.queryByText(rejectedNote.message)).not.toBeInTheDocument());
    expect(screen.getByText(approvedNote.message)).toBeInTheDocument();
  });

  it('keeps a notification when the deletion fails', async () => {
    mockApi({
      [LIST]: pagedList([rejectedNote]),
      'DELETE /api/v1/news/notification/n2': reply.error(404, 'Notification not found.'),
    });
    const { user } = renderRoute('/notification', { as: author });
    await screen.findByText(rejectedNote.message);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Notification not found.')).toBeInTheDocument();
    expect(screen.getByText(rejectedNote.message)).toBeInTheDocument();
  });

  it('is open to admins too, who reach it from their sidebar', async () => {
    mockApi({ 'GET /api/v1/user': pagedList([]), [LIST]: pagedList([]) });
    const { user, router } = renderRoute('/user-management', { as: admin });
    await user.click(await screen.findByRole('link', { name: 'Inbox' }));
    expect(router.state.location.pathname).toBe('/notification');
    expect(await screen.findByText('No new notifications.')).toBeInTheDocument();
  });
});

describe('unread badge', () => {
  it('shows the unread count beside Inbox, capped at 99+', async () => {
    const api = mockApi({ [LIST]: pagedList([]), [COUNT]: reply.ok({ count: 3 }) });
    const { unmount } = renderRoute('/notification', { as: author });
    expect(await screen.findByRole('link', { name: 'Inbox 3 unread' })).toHaveAttribute('href', '/notification');
    unmount();

    api.set(COUNT, reply.ok({ count: 140 }));
    renderRoute('/notification', { as: author });
    expect(await screen.findByRole('link', { name: 'Inbox 99+ unread' })).toBeInTheDocument();
  });

  it('shows no badge when everything is read', async () => {
    const api = mockApi({ [LIST]: pagedList([]), [COUNT]: reply.ok({ count: 0 }) });
    renderRoute('/notification', { as: author });
    await screen.findByText('No new notifications.');
    await waitFor(() => expect(api.calls(COUNT).length).toBeGreaterThan(0));
    expect(screen.getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
  });
});

describe('notifications inbox in Filipino', () => {
  it('words the inbox, its items, its badge and its empty text in Filipino', async () => {
    mockApi({ [LIST]: pagedList([approvedNote, rejectedNote]), [COUNT]: reply.ok({ count: 1 }) });
    await changeAppLanguage('fil');
    renderRoute('/notification', { as: author });
    const list = await screen.findByRole('list', { name: 'Mga notification' });
    expect(screen.getByRole('heading', { level: 2, name: 'Mga Notification' })).toBeInTheDocument();
    const unread = itemOf(approvedNote.message);
    expect(within(unread).getByText('Hindi pa nababasa')).toBeInTheDocument();
    expect(within(unread).getByRole('button', { name: 'Markahang Nabasa' })).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: 'Burahin' })).toHaveLength(2);
    expect(await screen.findByRole('link', { name: 'Inbox 1 hindi pa nababasa' })).toBeInTheDocument();
    // The inbox's own count under its heading, and the badge's words for a screen reader.
    expect(screen.getAllByText('1 hindi pa nababasa')).toHaveLength(2);
  });

  it('shows the shared empty message in Filipino', async () => {
    mockApi({ [LIST]: pagedList([]) });
    await changeAppLanguage('fil');
    renderRoute('/notification', { as: author });
    expect(await screen.findByText('Walang bagong notification.')).toBeInTheDocument();
  });
});
