import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, pending, reply, pagedList } from '../../../test/mock-api';
import { buildUser } from '../../../test/build-user';
import { admin, renderRoute } from '../../../test/render-route';

const maria = buildUser();
const jose = buildUser({ id: 'u2', fullname: 'Jose Rizal', username: 'jose', role: 'ADMIN', roles: ['ROLE_ADMIN'] });

describe('user list', () => {
  it('shows Loading... while the users load', async () => {
    mockApi({ 'GET /api/v1/user': pending });
    renderRoute('/user-management', { as: admin });
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
  });

  it('shows "No users found." for an empty list', async () => {
    mockApi({ 'GET /api/v1/user': pagedList([]) });
    renderRoute('/user-management', { as: admin });
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('lists users with name, username, role and actions', async () => {
    mockApi({ 'GET /api/v1/user': pagedList([maria, jose]) });
    renderRoute('/user-management', { as: admin });
    const table = await screen.findByRole('table');
    for (const header of ['Name', 'Username', 'User Role', 'Actions']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = (await screen.findByRole('cell', { name: 'Maria Santos' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'maria' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Author' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit Maria Santos' })).toHaveAttribute('href', '/add-user/u1');
    expect(within(row).getByRole('link', { name: 'View Maria Santos' })).toHaveAttribute('href', '/view-user/u1');
    expect(within(row).getByRole('button', { name: 'Delete Maria Santos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/add-user/_add');
  });

  it('searches by name and reloads the full list for a blank query', async () => {
    const api = mockApi({
      'GET /api/v1/user': pagedList([maria, jose]),
      'GET /api/v1/user/search': pagedList([jose]),
    });
    const { user } = renderRoute('/user-management', { as: admin });
    await screen.findByRole('cell', { name: 'Maria Santos' });

    await user.type(screen.getByPlaceholderText('Search by Name'), 'jose');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Maria Santos' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Jose Rizal' })).toBeInTheDocument();
    expect(api.calls('GET /api/v1/user/search')[0].query.get('query')).toBe('jose');

    await user.clear(screen.getByPlaceholderText('Search by Name'));
    await user.type(screen.getByPlaceholderText('Search by Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('cell', { name: 'Maria Santos' })).toBeInTheDocument();
    expect(api.calls('GET /api/v1/user/search')).toHaveLength(1);
  });

  it('deletes a user after confirmation, removing the row only once the server agreed', async () => {
    let answerDelete: (value: ReturnType<typeof reply.noContent>) => void = () => {};
    const api = mockApi({
      'GET /api/v1/user': pagedList([maria, jose]),
      'DELETE /api/v1/user/u1': () => new Promise((resolve) => (answerDelete = resolve)),
    });
    const { user } = renderRoute('/user-management', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete Maria Santos' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this user?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(api.calls('DELETE /api/v1/user/u1')).toHaveLength(1));
    expect(screen.getByRole('cell', { name: 'Maria Santos' })).toBeInTheDocument();
    answerDelete(reply.noContent());
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Maria Santos' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Jose Rizal' })).toBeInTheDocument();
  });

  it('keeps the row when the server refuses the deletion and says why', async () => {
    mockApi({
      'GET /api/v1/user': pagedList([jose]),
      'DELETE /api/v1/user/u2': reply.error(409, 'The last administrator cannot be deleted or lose the ADMIN role.'),
    });
    const { user } = renderRoute('/user-management', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete Jose Rizal' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The last administrator cannot be deleted or lose the ADMIN role.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Jose Rizal' })).toBeInTheDocument();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const api = mockApi({ 'GET /api/v1/user': pagedList([maria]) });
    const { user } = renderRoute('/user-management', { as: admin });
    await user.click(await screen.findByRole('button', { name: 'Delete Maria Santos' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE /api/v1/user/u1')).toHaveLength(0);
    expect(screen.getByRole('cell', { name: 'Maria Santos' })).toBeInTheDocument();
  });
});

describe('user details', () => {
  it('shows the user and goes back to the list', async () => {
    mockApi({ 'GET /api/v1/user/u1': reply.ok(maria), 'GET /api/v1/user': pagedList([maria]) });
    const { user, router } = renderRoute('/view-user/u1', { as: admin });
    expect(await screen.findByText('Maria Santos')).toBeInTheDocument();
    expect(screen.getByText('maria')).toBeInTheDocument();
    expect(screen.getByText('ROLE_AUTHOR')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to List' }));
    expect(router.state.location.pathname).toBe('/user-management');
  });

  it("says 'No roles assigned' for a user without roles", async () => {
    mockApi({ 'GET /api/v1/user/u1': reply.ok({ ...maria, roles: [] }) });
    renderRoute('/view-user/u1', { as: admin });
    expect(await screen.findByText('No roles assigned')).toBeInTheDocument();
  });
});

describe('users in Filipino', () => {
  it('words the list, its roles, actions and confirmation in Filipino', async () => {
    mockApi({ 'GET /api/v1/user': pagedList([maria, jose]) });
    await changeAppLanguage('fil');
    const { user } = renderRoute('/user-management', { as: admin });
    expect(await screen.findByRole('heading', { name: 'Mga User' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Magdagdag ng User' })).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'Maghanap ng user' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    for (const header of ['Pangalan', 'Username', 'Role ng User', 'Aksiyon']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = (await screen.findByRole('cell', { name: 'Maria Santos' })).closest('tr')!;
    expect(within(row).getByRole('cell', { name: 'Awtor' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'I-edit si Maria Santos' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Burahin si Maria Santos' }));
    expect(within(await screen.findByRole('dialog')).getByText('Sigurado ka bang buburahin mo ang user na ito?')).toBeInTheDocument();
  });

  it('words the details in Filipino', async () => {
    mockApi({ 'GET /api/v1/user/u1': reply.ok({ ...maria, roles: [] }) });
    await changeAppLanguage('fil');
    renderRoute('/view-user/u1', { as: admin });
    expect(await screen.findByRole('heading', { name: 'Detalye ng User' })).toBeInTheDocument();
    expect(await screen.findByText('Wala pang role')).toBeInTheDocument();
    expect(screen.getByText('Buong Pangalan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bumalik sa Listahan' })).toBeInTheDocument();
  });
});
