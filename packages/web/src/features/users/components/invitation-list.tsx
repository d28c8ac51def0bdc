/**
 * The open invitations under the users (ADMIN): who was invited, as what, until when their link works, with resend (a
 * new link and 7 more days) and withdraw (after a confirmation). Nothing shows while there are none: a school without
 * mail sees the users page as before.
 */
import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../i18n/use-translation';
import { userMessages, type Invitation } from '@newsroom/shared';
import { confirmAction } from '../../../components/confirm-action';
import { ListLoadError } from '../../../components/list-load-error';
import { RowAction } from '../../../components/row-action';
import { useMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useInvitations } from '../api/get-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { useWithdrawInvitation } from '../api/withdraw-invitation';

export function InvitationList() {
  const { t } = useTranslation('users');
  const message = useMessage();
  const invitationsQuery = useInvitations();
  const resend = useResendInvitation();
  const withdraw = useWithdrawInvitation();
  const invitations = invitationsQuery.data ?? [];

  const failed = (title: string) => (error: Error) =>
    notifications.show({ color: 'red', title, message: message(errorMessage(error, userMessages.saveFailed)) });

  const onResend = (invitation: Invitation) =>
    resend.mutate(invitation.id, {
      onSuccess: () => notifications.show({ color: 'green', message: t('invitations.resent', { email: invitation.email }) }),
      onError: failed(t('invitations.resendFailed')),
    });

  const onWithdraw = (invitation: Invitation) =>
    confirmAction({
      message: t('invitations.confirmWithdraw', { email: invitation.email }),
      confirmLabel: t('invitations.withdraw'),
      danger: true,
      onConfirm: () =>
        withdraw.mutate(invitation.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('invitations.withdrawn', { email: invitation.email }) }),
          onError: failed(t('invitations.withdrawFailed')),
        }),
    });

  if (invitationsQuery.error) return <ListLoadError error={invitationsQuery.error} fallback={t('invitations.loadFailed')} />;
  if (invitations.length === 0) return null;
  const now = new Date().toISOString();

  return (
    <Stack gap="sm" component="section" aria-labelledby="open-invitations">
      <Title order={3} id="open-invitations">
        {t('invitations.title')}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="sm" aria-labelledby="open-invitations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('invitations.emailColumn')}</Table.Th>
              <Table.Th scope="col">{t('invitations.nameColumn')}</Table.Th>
              <Table.Th scope="col">{t('invitations.roleColumn')}</Table.Th>
              <Table.Th scope="col">{t('invitations.expiresColumn')}</Table.Th>
              <Table.Th scope="col">{t('invitations.invitedByColumn')}</Table.Th>
              <Table.Th scope="col">{t('invitations.actionsColumn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invitations.map((invitation) => (
              <Table.Tr key={invitation.id}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{invitation.email}</Table.Td>
                <Table.Td>{invitation.fullname ?? ''}</Table.Td>
                <Table.Td>{invitation.role === 'ADMIN' ? t('roles.admin') : t('roles.author')}</Table.Td>
                <Table.Td>
                  {invitation.expiresAt > now ? (
                    formatDateTime(invitation.expiresAt)
                  ) : (
                    <Text span c="red" size="sm">
                      {t('invitations.expired', { date: formatDateTime(invitation.expiresAt) })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{invitation.invitedBy ?? ''}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <RowAction
                      action="resend"
                      label={t('invitations.resendRow', { email: invitation.email })}
                      onClick={() => onResend(invitation)}
                      loading={resend.isPending && resend.variables === invitation.id}
                    />
                    <RowAction
                      action="withdraw"
                      label={t('invitations.withdrawRow', { email: invitation.email })}
                      onClick={() => onWithdraw(invitation)}
                      loading={withdraw.isPending && withdraw.variables === invitation.id}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
