/**
 * /login: username and password; ADMIN then goes to user management, AUTHOR to their content (SPEC §2, §4). "Forgot
 * password?" leads to /forgot-password; a reader who has just set a new password is told so here.
 */
import '@mantine/core/styles/Alert.css';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n/use-translation';
import { loginBodySchema, loginMessages } from '@newsroom/shared';
import { useMessage } from '../../../i18n/messages';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { PasswordField } from '../../../components/password-field';
import { useLogin } from '../api/login';
import { finishPendingSignOut } from '../api/logout';
import { AccountPageFrame } from './account-page-frame';
import { useStartSession } from './use-start-session';

/** What /reset-password leaves in the router's state when it sends the reader here. */
export interface LoginPageState {
  passwordChanged?: boolean;
}

export function LoginPage() {
  const { t } = useTranslation('auth');
  // The fields' messages are shared ones, kept in English and shown in the reader's language.
  const message = useMessage();
  const startSession = useStartSession();
  const loginMutation = useLogin();
  const passwordChanged = (useLocation().state as LoginPageState | null)?.passwordChanged === true;
  // The last person at this computer may have signed out while offline: their session ends now.
  useEffect(() => void finishPendingSignOut(), []);
  // Kept as a key or the server's own words, so a switch of language rewords it.
  const [formError, setFormError] = useState<{ key: string } | { text: string } | null>(null);
  const form = useForm({
    initialValues: { username: '', password: '' },
    // The server's schema, checked before calling it.
    validate: (values) => formErrors(loginBodySchema, values),
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    loginMutation.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: (answer) => {
          if (!startSession(answer)) setFormError({ key: 'login.noRole' });
        },
        onError: (error) => {
          if (isApiError(error, 401)) {
            form.setErrors({ username: loginMessages.invalidCredentials, password: loginMessages.invalidCredentials });
          } else if (isApiError(error, 429)) {
            setFormError({ text: errorMessage(error, loginMessages.tooManyAttempts) });
          } else {
            const said = errorMessage(error, '');
            setFormError(said ? { text: said } : { key: 'login.failed' });
          }
        },
      },
    );
  });

  return (
    <AccountPageFrame
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      below={
        <Anchor component={Link} to={paths.forgotPassword.getHref()} size="sm">
          {t('login.forgotPassword')}
        </Anchor>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {passwordChanged && !formError && (
            <Alert color="green" role="status">
              {t('login.passwordChanged')}
            </Alert>
          )}
          {formError && (
            <Alert color="red" role="alert">
              {'key' in formError ? t(formError.key) : message(formError.text)}
            </Alert>
          )}
          <TextInput
            label={t('login.username')}
            autoComplete="username"
            withAsterisk
            {...form.getInputProps('username')}
            error={message(form.errors.username as string | undefined)}
          />
          <PasswordField
            label={t('login.password')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
            error={message(form.errors.password as string | undefined)}
          />
          <Button type="submit" fullWidth loading={loginMutation.isPending}>
            {t('login.submit')}
          </Button>
        </Stack>
      </form>
    </AccountPageFrame>
  );
}
