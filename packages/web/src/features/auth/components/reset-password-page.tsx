/**
 * /reset-password?token=…: the page a reset e-mail links to. The reader chooses a new password under the user form's
 * rules (the shared passwordSchema) and confirms it; then they sign in with it on /login, which says it was changed.
 * A link that no longer works says so and offers a new one.
 */
import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n/use-translation';
import { passwordResetMessages, passwordSchema, userMessages } from '@newsroom/shared';
import { PasswordField } from '../../../components/password-field';
import { useMessage } from '../../../i18n/messages';
import { useInputPropsInLanguage } from '../../../i18n/form-messages';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useResetPassword } from '../api/reset-password';
import { AccountPageFrame, BackToSignIn } from './account-page-frame';
import type { LoginPageState } from './login-page';

interface NewPassword {
  password: string;
  confirmPassword: string;
}

function validate({ password, confirmPassword }: NewPassword): Partial<Record<keyof NewPassword, string>> {
  const errors: Partial<Record<keyof NewPassword, string>> = {};
  const checked = passwordSchema.safeParse(password);
  if (!checked.success) errors.password = checked.error.issues[0]?.message ?? userMessages.passwordWeak;
  if (!confirmPassword) errors.confirmPassword = userMessages.confirmRequired;
  else if (password && confirmPassword !== password) errors.confirmPassword = userMessages.passwordsMismatch;
  return errors;
}

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const resetPassword = useResetPassword();
  const [failure, setFailure] = useState<string | null>(token ? null : passwordResetMessages.linkInvalid);
  const form = useForm<NewPassword>({ initialValues: { password: '', confirmPassword: '' }, validate });
  const inputProps = useInputPropsInLanguage(form);
  const linkDead = failure === passwordResetMessages.linkInvalid;

  const submit = form.onSubmit(({ password }) => {
    setFailure(null);
    resetPassword.mutate(
      { token, password },
      {
        onSuccess: () => navigate(paths.login.getHref(), { replace: true, state: { passwordChanged: true } satisfies LoginPageState }),
        onError: (error) => {
          if (isApiError(error, 400) && error.fieldErrors.password) form.setFieldError('password', error.fieldErrors.password);
          else setFailure(errorMessage(error, t('reset.failed')));
        },
      },
    );
  });

  return (
    <AccountPageFrame title={t('reset.title')} subtitle={t('reset.subtitle')} below={<BackToSignIn />}>
      <Stack>
        {failure && (
          <Alert color="red" role="alert">
            {message(failure)}
          </Alert>
        )}
        {linkDead ? (
          <Button component={Link} to={paths.forgotPassword.getHref()}>
            {t('reset.askAgain')}
          </Button>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack>
              <PasswordField
                label={t('reset.password')}
                description={t('reset.passwordHint')}
                autoComplete="new-password"
                withAsterisk
                {...inputProps('password')}
              />
              <PasswordField label={t('reset.confirmPassword')} autoComplete="new-password" withAsterisk {...inputProps('confirmPassword')} />
              <Button type="submit" fullWidth loading={resetPassword.isPending}>
                {t('reset.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </AccountPageFrame>
  );
}
