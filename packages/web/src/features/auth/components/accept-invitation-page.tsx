/**
 * /accept-invitation?token=…: the page an invitation e-mail links to. It shows the school (the frame's name), the
 * e-mail address and the role the account will have, and asks for the full name, username and password under the
 * user form's rules (the shared schemas); the new account is then signed in and lands where its role lands after a
 * login. A link that no longer works, or an address that has an account by now, says so instead of the form.
 */
import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n/use-translation';
import {
  invitationAcceptanceBodySchema,
  invitationMessages,
  passwordConfirmationSchema,
  userMessages,
  type InvitationPreview,
} from '@newsroom/shared';
import { LoadingText } from '../../../components/loading-text';
import { PasswordField } from '../../../components/password-field';
import { useInputPropsInLanguage } from '../../../i18n/form-messages';
import { useMessage } from '../../../i18n/messages';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { formErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation } from '../api/get-invitation';
import { AccountPageFrame } from './account-page-frame';
import { useStartSession } from './use-start-session';

interface NewAccount {
  fullname: string;
  username: string;
  password: string;
  confirmPassword: string;
}

const fields = ['fullname', 'username', 'password'] as const;

/** The user form's checks: the acceptance schema (the token is checked by the server) and the confirmation. */
function validate(values: NewAccount): Record<string, string> {
  const checked = formErrors(invitationAcceptanceBodySchema, { token: 'checked-by-the-server', ...values });
  return { ...checked, ...formErrors(passwordConfirmationSchema, values) };
}

/** The ways back for a reader whose link no longer opens an invitation: sign in, or set a new password. */
function SignInLinks() {
  const { t } = useTranslation('auth');
  return (
    <Group justify="center" gap="lg">
      <Anchor component={Link} to={paths.login.getHref()} size="sm">
        {t('invitation.signIn')}
      </Anchor>
      <Anchor component={Link} to={paths.forgotPassword.getHref()} size="sm">
        {t('login.forgotPassword')}
      </Anchor>
    </Group>
  );
}

export function AcceptInvitationPage() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const token = useSearchParams()[0].get('token') ?? '';
  const invitationQuery = useInvitation(token);
  // A failure that ends the invitation for good (used, expired, an account by now) replaces the form.
  const [ended, setEnded] = useState<string | null>(null);
  const failure = !token
    ? invitationMessages.linkInvalid
    : (ended ?? (invitationQuery.error && errorMessage(invitationQuery.error, t('invitation.failed'))));

  return (
    <AccountPageFrame title={t('invitation.title')} subtitle={t('invitation.subtitle')} below={failure ? <SignInLinks /> : undefined}>
      {failure ? (
        <Alert color="red" role="alert">
          {message(failure)}
        </Alert>
      ) : invitationQuery.data ? (
        <AcceptanceForm token={token} invitation={invitationQuery.data} onEnded={setEnded} />
      ) : (
        <LoadingText />
      )}
    </AccountPageFrame>
  );
}

function AcceptanceForm({ token, invitation, onEnded }: { token: string; invitation: InvitationPreview; onEnded: (reason: string) => void }) {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const acceptInvitation = useAcceptInvitation();
  const startSession = useStartSession();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewAccount>({
    initialValues: { fullname: invitation.fullname ?? '', username: '', password: '', confirmPassword: '' },
    validate,
  });
  const inputProps = useInputPropsInLanguage(form);

  const submit = form.onSubmit(({ fullname, username, password }) => {
    setFailure(null);
    acceptInvitation.mutate(
      { token, fullname: fullname.trim(), username: username.trim(), password },
      {
        onSuccess: (answer) => {
          if (!startSession(answer)) setFailure(t('login.noRole'));
        },
        onError: (error) => {
          if (isApiError(error, 409) && error.message === userMessages.usernameTaken) form.setFieldError('username', error.message);
          else if (isApiError(error, 409) || (isApiError(error, 400) && error.message === invitationMessages.linkInvalid)) onEnded(error.message);
          else if (isApiError(error, 400) && fields.some((field) => error.fieldErrors[field])) {
            for (const field of fields) if (error.fieldErrors[field]) form.setFieldError(field, error.fieldErrors[field]);
          } else setFailure(errorMessage(error, t('invitation.failed')));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={acceptInvitation.isPending}>
      <Stack>
        <Stack gap={6}>
          {invitation.invitedBy && <Text size="sm">{t('invitation.invitedBy', { name: invitation.invitedBy })}</Text>}
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('invitation.email')}:
            </Text>{' '}
            <Text span fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {invitation.email}
            </Text>
          </Text>
          <Text size="sm">
            <Text span c="dimmed" size="sm">
              {t('invitation.role')}:
            </Text>{' '}
            <Text span fw={600} size="sm">
              {t(`invitation.roles.${invitation.role}`)}
            </Text>
          </Text>
          <Text size="xs" c="dimmed">
            {t('invitation.validUntil', { date: formatDateTime(invitation.expiresAt) })}
          </Text>
        </Stack>
        {failure && (
          <Alert color="red" role="alert">
            {message(failure)}
          </Alert>
        )}
        <TextInput label={t('invitation.fullname')} autoComplete="name" withAsterisk {...inputProps('fullname')} />
        <TextInput
          label={t('invitation.username')}
          description={t('invitation.usernameHint')}
          autoComplete="username"
          withAsterisk
          {...inputProps('username')}
        />
        <PasswordField
          label={t('invitation.password')}
          description={t('invitation.passwordHint')}
          autoComplete="new-password"
          withAsterisk
          {...inputProps('password')}
        />
        <PasswordField label={t('invitation.confirmPassword')} autoComplete="new-password" withAsterisk {...inputProps('confirmPassword')} />
        <Button type="submit" fullWidth loading={acceptInvitation.isPending}>
          {t('invitation.submit')}
        </Button>
      </Stack>
    </form>
  );
}
