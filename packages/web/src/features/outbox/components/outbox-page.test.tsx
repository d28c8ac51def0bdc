import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutboxMessage } from '@newsroom/shared';
import { changeAppLanguage } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/format-date';
import { mockApi, pending, reply } from '../../../test/mock-api';
import { admin, author, renderRoute } from '../../../test/render-route';

const OUTBOX = 'GET /api/v1/outbox';

const buildMessage = (overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id: 'm1',
  kind: 'password-reset',
  to: 'maria.santos@school.test',
  subject: 'Set a new password for School Newsroom',
  state: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-03-02T09:30:00.000Z',
  sentAt: '2026-03-02T09:30:02.000Z',
  nextAttemptAt: null,
  links: ['https://news.school.test/reset-password?token=abc123'],
  ...overrides,
});

const sent = buildMessage();
const retrying = buildMessage({
  id: 'm2',
  to: 'juan@school.test',
  state: 'retrying',
  attempts: 2,
  sentAt: null,
  lastError: '451 4.3.0 Mailbox busy, try again later',
  nextAttemptAt: '2026-03-02T09:31:00.000Z',
  links: ['https://news.school.test/reset-password?token=def456'],
});
const failed = buildMessage({ id: 'm3', to: 'gone@school.test', state: 'failed', sentAt: null, lastError: '550 5.1.1 No such user here', links: [] });

const itemTo = (address: string) => screen.getByText(`To ${address}`).closest('li')!;

describe('outbox page', () => {
  it('is in the ADMIN sidebar and shows the header OUTBOX', async () => {
    mockApi({ [OUTBOX]: reply.ok([]) });
    renderRoute('/outbox', { as: admin });
    expect(await screen.findByRole('heading', { level: 1, name: 'OUTBOX' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Outbox' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('No e-mails yet.')).toBeInTheDocument();
  });

  it('sends an AUTHOR to /unauthorized without asking for the outbox', async () => {
    const api = mockApi({ [OUTBOX]: reply.ok([sent]) });
    const { router } = renderRoute('/outbox', { as: author });
    expect(await screen.findByRole('heading', { name: 'Unauthorized Access' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(api.calls(OUTBOX)).toHaveLength(0);
  });

  it('shows each e-mail: recipient, subject, times, state, why it waits or failed, and its links to copy', async () => {
    mockApi({ [OUTBOX]: reply.ok([retrying, sent, failed]) });
    renderRoute('/outbox', { as: admin });
    const list = await screen.findByRole('list', { name: 'E-mails' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const done = itemTo(sent.to);
    expect(within(done).getByText(sent.subject)).toBeInTheDocument();
    expect(within(done).getByText('Sent', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(within(done).getByText('Password reset')).toBeInTheDocument();
    expect(within(done).getByText(`Written ${formatDateTime(sent.createdAt)}`)).toHaveAttribute('datetime', sent.createdAt);
    expect(within(done).getByText(`Sent ${formatDateTime(sent.sentAt!)}`)).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: sent.links[0] })).toHaveAttribute('href', sent.links[0]);
    expect(within(done).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(within(done).queryByText(/Last error/)).toBeNull();

    const waiting = itemTo(retrying.to);
    expect(within(waiting).getByText('Retrying')).toBeInTheDocument();
    expect(within(waiting).getByText('2 tries')).toBeInTheDocument();
    expect(within(waiting).getByText('Last error: 451 4.3.0 Mailbox busy, try again later')).toBeInTheDocument();
    expect(within(waiting).getByText(`Next try ${formatDateTime(retrying.nextAttemptAt!)}`)).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: retrying.links[0] })).toBeInTheDocument();

    const given = itemTo(failed.to);
    expect(within(given).getByText('Failed')).toBeInTheDocument();
    expect(within(given).getByText('Last error: 550 5.1.1 No such user here')).toBeInTheDocument();
    expect(within(given).queryByRole('link')).toBeNull();
  });

  it('reloads the list when asked', async () => {
    const api = mockApi({ [OUTBOX]: reply.ok([sent]) });
    const { user } = renderRoute('/outbox', { as: admin });
    await screen.findByText(`To ${sent.to}`);
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await expect.poll(() => api.calls(OUTBOX).length).toBe(2);
  });

  it('shows Loading... while the outbox loads', async () => {
    mockApi({ [OUTBOX]: pending });
    renderRoute('/outbox', { as: admin });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('shows the server error when the list cannot be loaded', async () => {
    mockApi({ [OUTBOX]: reply.error(500, 'Something went wrong on our side. Please try again.') });
    renderRoute('/outbox', { as: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
  });

  it('words the page and the states in Filipino', async () => {
    mockApi({ [OUTBOX]: reply.ok([retrying]) });
    await changeAppLanguage('fil');
    renderRoute('/outbox', { as: admin });
    expect(await screen.findByText(`Para kay ${retrying.to}`)).toBeInTheDocument();
    expect(screen.getByText('Susubukang muli')).toBeInTheDocument();
    expect(screen.getByText('Pag-reset ng password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kopyahin ang link' })).toBeInTheDocument();
    expect(screen.getByText('Huling error: 451 4.3.0 Mailbox busy, try again later')).toBeInTheDocument();
  });
});
