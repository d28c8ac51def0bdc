/**
 * "Invite by e-mail" on the users page (ADMIN): an address, a role and, if the ADMIN wishes, the invitee's name. The
 * invitee gets a link to make their own account; the form checks what the server would refuse (its shared schema)
 * before sending anything.
 */
import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../i18n/use-translation';
import { invitationBodySchema, invitationMessages, userMessages } from '@newsroom/shared';
import { useInputPropsInLanguage } from '../../../i18n/form-messages';
import { useMessage } from '../../../i18n/messages';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formErrors } from '../../../lib/form-errors';
import { useInviteUser } from '../api/invite-user';
import type { RoleChoice } from './user-form-values';

interface InvitationFormValues {
  email: string;
  role: RoleChoice;
  fullname: string;
}

const emptyInvitation: InvitationFormValues = { email: '', role: '', fullname: '' };
const fields = ['email', 'role', 'fullname'] as const;

/** What is sent: the inputs trimmed, no name when none was typed. */
const invitationPayload = ({ email, role, fullname }: InvitationFormValues) => ({
  email: email.trim(),
  role,
  ...(fullname.trim() ? { fullname: fullname.trim() } : {}),
});

export function InviteDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('users');
  const message = useMessage();
  const inviteUser = useInviteUser();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InvitationFormValues>({
    initialValues: emptyInvitation,
    validate: (values) => formErrors(invitationBodySchema, invitationPayload(values)),
  });
  const inputProps = useInputPropsInLanguage(form);

  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };

  const submit = form.onSubmit((values) => {
    setFailure(null);
    inviteUser.mutate(invitationPayload(values), {
      onSuccess: (invitation) => {
        notifications.show({ color: 'green', message: t('invitations.sent', { email: invitation.email }) });
        close();
      },
      onError: (error) => {
        if (isApiError(error, 409) && error.message === invitationMessages.accountExists) {
          form.setFieldError('email', error.message);
          return;
        }
        const fieldErrors = isApiError(error, 400) ? fields.filter((field) => error.fieldErrors[field]) : [];
        if (isApiError(error) && fieldErrors.length > 0) {
          for (const field of fieldErrors) form.setFieldError(field, error.fieldErrors[field]);
        } else {
          setFailure(errorMessage(error, userMessages.saveFailed));
        }
      },
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={t('invitations.dialogTitle')} centered closeButtonProps={{ 'aria-label': t('invitations.close') }}>
      <form onSubmit={submit} noValidate aria-busy={inviteUser.isPending}>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('invitations.dialogHelp')}
          </Text>
          {failure && (
            <Alert color="red" role="alert" title={t('invitations.notSent')}>
              {message(failure)}
            </Alert>
          )}
          <TextInput label={t('invitations.email')} type="email" withAsterisk autoComplete="off" data-autofocus {...inputProps('email')} />
          <NativeSelect
            label={t('invitations.role')}
            withAsterisk
            data={[
              { value: '', label: t('roles.choose') },
              { value: 'author', label: t('roles.author') },
              { value: 'admin', label: t('roles.admin') },
            ]}
            {...inputProps('role')}
          />
          <TextInput label={t('invitations.fullname')} description={t('invitations.fullnameHint')} autoComplete="off" {...inputProps('fullname')} />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={close}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" loading={inviteUser.isPending}>
              {t('invitations.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
