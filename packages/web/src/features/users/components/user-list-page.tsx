/** /user-management (ADMIN): search users by name, add, edit, view and delete them (SPEC §2); invite by e-mail and follow the open invitations (issue 24). */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, Group, Stack, Table, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailPlus, IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { userMessages, type User } from '@newsroom/shared';
import { ListLoadError } from '../../../components/list-load-error';
import { ListTableBody } from '../../../components/list-table-body';
import { confirmAction } from '../../../components/confirm-action';
import { RowAction } from '../../../components/row-action';
import { useMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useSearchUsers } from '../api/search-users';
import { useDeleteUser } from '../api/delete-user';
import { InvitationList } from './invitation-list';
import { InviteDialog } from './invite-dialog';

export function UserListPage() {
  const { t } = useTranslation('users');
  const message = useMessage();
  const [draft, setDraft] = useState('');
  // The list shows the last submitted search; empty or whitespace means everyone (SPEC §5).
  const [submitted, setSubmitted] = useState('');
  const [inviting, setInviting] = useState(false);
  const usersQuery = useSearchUsers(submitted);
  const deleteUser = useDeleteUser();
  const users = usersQuery.data ?? [];

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(draft.trim());
    if (draft.trim() === submitted) void usersQuery.refetch();
  };

  const onDelete = (user: User) =>
    confirmAction({
      message: message(userMessages.confirmDelete),
      confirmLabel: t('list.delete'),
      danger: true,
      onConfirm: () =>
        deleteUser.mutate(user.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('list.deleted', { name: user.fullname }) }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t('list.deleteFailed'),
              message: message(errorMessage(error, userMessages.saveFailed)),
            }),
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t('list.title')}</Title>
        <Group gap="sm">
          <Button variant="default" onClick={() => setInviting(true)} leftSection={<IconMailPlus size={18} aria-hidden />}>
            {t('invitations.invite')}
          </Button>
          <Button component={Link} to={paths.userForm.getHref()} leftSection={<IconPlus size={18} aria-hidden />}>
            {t('list.add')}
          </Button>
        </Group>
      </Group>
      <InviteDialog opened={inviting} onClose={() => setInviting(false)} />

      <form onSubmit={onSearch} role="search" aria-label={t('list.searchForm')}>
        <Group gap="sm" align="flex-end">
          <TextInput
            aria-label={t('list.search')}
            placeholder={t('list.search')}
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            style={{ flex: 1, maxWidth: 420 }}
            leftSection={<IconSearch size={16} aria-hidden />}
          />
          <Button type="submit" variant="default">
            {t('list.submit')}
          </Button>
        </Group>
      </form>

      <ListLoadError error={usersQuery.error} fallback={t('list.loadFailed')} />

      <Table.ScrollContainer minWidth={560}>
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('list.nameColumn')}</Table.Th>
              <Table.Th scope="col">{t('list.usernameColumn')}</Table.Th>
              <Table.Th scope="col">{t('list.roleColumn')}</Table.Th>
              <Table.Th scope="col">{t('list.actionsColumn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <ListTableBody
            loading={usersQuery.isPending}
            items={users}
            columnCount={4}
            emptyText={message(userMessages.empty)}
            renderRow={(user) => (
              <Table.Tr key={user.id}>
                <Table.Td>{user.fullname}</Table.Td>
                <Table.Td>{user.username}</Table.Td>
                <Table.Td>{user.role === 'ADMIN' ? t('roles.admin') : t('roles.author')}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <RowAction action="edit" label={t('list.edit', { name: user.fullname })} to={paths.userForm.getHref(user.id)} />
                    <RowAction
                      action="delete"
                      label={t('list.deleteRow', { name: user.fullname })}
                      onClick={() => onDelete(user)}
                      loading={deleteUser.isPending && deleteUser.variables === user.id}
                    />
                    <RowAction action="view" label={t('list.view', { name: user.fullname })} to={paths.userDetails.getHref(user.id)} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            )}
          />
        </Table>
      </Table.ScrollContainer>

      <InvitationList />
    </Stack>
  );
}
