import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invitationMessages, lengthMessages, userMessages, type Invitation } from '@newsroom/shared';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, pagedList, reply } from '../../../test/mock-api';
import { buildUser } from '../../../test/build-user';
import { admin, renderRoute } from '../../../test/render-route';

const INVITE = 'POST /api/v1/invitations';
const LIST = 'GET /api/v1/invitations';
const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60_000).toISOString();

const buildInvitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  id: 'i1',
  email: 'lorna@school.test',
  role: 'AUTHOR',
  fullname: 'Lorna Reyes',
  invitedBy: 'Ada Admin',
  createdAt: new Date().toISOString(),
  expiresAt: inAWeek,
  ...overrides,
});

async function openInviteDialog(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Invite by e-mail' }));
  return screen.findByRole('dialog', { name: 'Invite by e-mail' });
}

describe('inviting by e-mail', () => {
  it("checks the address, the role and the name before sending, by the server's rules", async () => {
    const api = mockApi({ 'GET /api/v1/user': pagedList([buildUser()]) });
    const { user } = renderRoute('/user-management', { as: admin });
    const dialog = await openInviteDialog(user);

    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findByText(userMessages.emailRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(userMessages.roleRequired)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^e-mail address/i), 'lorna@school');
    await user.selectOptions(within(dialog).getByLabelText(/^role/i), 'author');
    await user.type(within(dialog).getByLabelText(/^full name/i), 'x'.repeat(101));
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findByText(userMessages.emailInvalid)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^e-mail address/i)).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(lengthMessages.fullnameTooLong(100))).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/^e-mail address/i));
    await user.type(within(dialog).getByLabelText(/^e-mail address/i), 'a@b.c, x@y.z');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findByText(userMessages.emailInvalid)).toBeInTheDocument();
    expect(api.calls(INVITE)).toHaveLength(0);
  });

  it('sends the address, the role and the name, says so, and lists the new invitation', async () => {
    const invitation = buildInvitation();
    let open: Invitation[] = [];
    const api = mockApi({
      'GET /api/v1/user': pagedList([buildUser()]),
      [LIST]: () => reply.ok(open),
      [INVITE]: () => {
        open = [invitation];
        return { status: 201, body: invitation };
      },
    });
    const { user } = renderRoute('/user-management', { as: admin });
    await screen.findByRole('cell', { name: 'Maria Santos' });
    expect(screen.queryByRole('heading', { name: 'Open invitations' })).toBeNull();

    const dialog = await openInviteDialog(user);
    await user.type(within(dialog).getByLabelText(/^e-mail address/i), '  lorna@school.test ');
    await user.selectOptions(within(dialog).getByLabelText(/^role/i), 'author');
    await user.type(within(dialog).getByLabelText(/^full name/i), 'Lorna Reyes');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));

    expect(await screen.findByText('Invitation sent to lorna@school.test.')).toBeInTheDocument();
    expect(api.calls(INVITE).map((call) => call.body)).toEqual([{ email: 'lorna@school.test', role: 'author', fullname: 'Lorna Reyes' }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite by e-mail' })).not.toBeInTheDocument());
    const table = await screen.findByRole('table', { name: 'Open invitations' });
    const row = within(table).getByRole('cell', { name: 'lorna@school.test' }).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Lorna Reyes' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Author' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Ada Admin' })).toBeInTheDocument();
  });

  it('sends no name when none was typed', async () => {
    const api = mockApi({ [INVITE]: { status: 201, body: buildInvitation({ fullname: null, role: 'ADMIN' }) } });
    const { user } = renderRoute('/user-management', { as: admin });
    const dialog = await openInviteDialog(user);
    await user.type(within(dialog).getByLabelText(/^e-mail address/i), 'lorna@school.test');
    await user.selectOptions(within(dialog).getByLabelText(/^role/i), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    await waitFor(() => expect(api.calls(INVITE)).toHaveLength(1));
    expect(api.calls(INVITE)[0]!.body).toEqual({ email: 'lorna@school.test', role: 'admin' });
  });

  it("shows the server's refusal of an address that has an account under the e-mail field", async () => {
    mockApi({ [INVITE]: reply.error(409, invitationMessages.accountExists) });
    const { user } = renderRoute('/user-management', { as: admin });
    const dialog = await openInviteDialog(user);
    await user.type(within(dialog).getByLabelText(/^e-mail address/i), 'maria@school.test');
    await user.selectOptions(within(dialog).getByLabelText(/^role/i), 'author');
    await user.click(within(dialog).getByRole('button', { name: 'Send the invitation' }));
    expect(await within(dialog).findByText('An account with this e-mail already exists.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^e-mail address/i)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('open invitations', () => {
  it('resends an invitation and says so; an expired one says when it expired', async () => {
    const expired = buildInvitation({ id: 'i2', email: 'late@school.test', expiresAt: '2026-01-05T08:00:00.000Z', fullname: null });
    const api = mockApi({
      [LIST]: reply.ok([buildInvitation(), expired]),
      'POST /api/v1/invitations/i2/resend': reply.ok({ ...expired, expiresAt: inAWeek }),
    });
    const { user } = renderRoute('/user-management', { as: admin });
    const row = (await screen.findByRole('cell', { name: 'late@school.test' })).closest('tr')!;
    expect(within(row).getByText(/^Expired on /)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Resend the invitation to late@school.test' }));
    expect(await screen.findByText('A new link was sent to late@school.test.')).toBeInTheDocument();
    expect(api.calls('POST /api/v1/invitations/i2/resend')).toHaveLength(1);
    await waitFor(() => expect(within(row).queryByText(/^Expired on /)).toBeNull());
  });

  it('withdraws an invitation only after confirmation', async () => {
    const api = mockApi({ [LIST]: reply.ok([buildInvitation()]), 'DELETE /api/v1/invitations/i1': reply.noContent() });
    const { user } = renderRoute('/user-management', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Withdraw the invitation to lorna@school.test' }));
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Withdraw the invitation to lorna@school.test? Its link will stop working.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE /api/v1/invitations/i1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Withdraw the invitation to lorna@school.test' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The invitation to lorna@school.test was withdrawn.')).toBeInTheDocument();
    expect(api.calls('DELETE /api/v1/invitations/i1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Open invitations' })).toBeNull());
  });

  it('words the invitations in Filipino', async () => {
    mockApi({ [LIST]: reply.ok([buildInvitation()]) });
    await changeAppLanguage('fil');
    const { user } = renderRoute('/user-management', { as: admin });
    expect(await screen.findByRole('heading', { name: 'Mga bukas na imbitasyon' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bawiin ang imbitasyon kay lorna@school.test' })).toBeInTheDocument();
    const dialog = await (async () => {
      await user.click(screen.getByRole('button', { name: 'Mag-imbita sa e-mail' }));
      return screen.findByRole('dialog', { name: 'Mag-imbita sa e-mail' });
    })();
    await user.click(within(dialog).getByRole('button', { name: 'Ipadala ang imbitasyon' }));
    expect(await within(dialog).findByText('Kailangan ang e-mail.')).toBeInTheDocument();
  });
});
