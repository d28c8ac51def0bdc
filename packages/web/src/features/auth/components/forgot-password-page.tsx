/**
 * /forgot-password: the reader types their account's e-mail address and is sent a link to set a new password. The
 * page says the same whatever the address, as the server does: nobody learns from it which addresses have an account.
 */
import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n/use-translation';
import { isEmail, passwordResetMessages, userMessages } from '@newsroom/shared';
import { useMessage } from '../../../i18n/messages';
import { useInputPropsInLanguage } from '../../../i18n/form-messages';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AccountPageFrame, BackToSignIn } from './account-page-frame';

function emailError(value: string): string | null {
  const email = value.trim();
  if (!email) return userMessages.emailRequired;
  return isEmail(email) ? null : userMessages.emailInvalid;
}

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '' }, validate: { email: emailError } });
  const inputProps = useInputPropsInLanguage(form);

  const submit = form.onSubmit(({ email }) => {
    setFailure(null);
    requestReset.mutate(
      { email: email.trim() },
      {
        onSuccess: () => setSentTo(email.trim()),
        onError: (error) => {
          if (isApiError(error, 400) && error.fieldErrors.email) form.setFieldError('email', error.fieldErrors.email);
          else setFailure(errorMessage(error, t('forgot.failed')));
        },
      },
    );
  });

  if (sentTo) {
    return (
      <AccountPageFrame title={t('forgot.sentTitle')} subtitle={sentTo} below={<BackToSignIn />}>
        <Stack>
          <Alert color="green" role="status">
            {message(passwordResetMessages.requested)}
          </Alert>
          <Text size="sm">{t('forgot.sentHelp')}</Text>
          <Button variant="default" onClick={() => setSentTo(null)}>
            {t('forgot.tryAnother')}
          </Button>
        </Stack>
      </AccountPageFrame>
    );
  }

  return (
    <AccountPageFrame title={t('forgot.title')} subtitle={t('forgot.subtitle')} below={<BackToSignIn />}>
      <form onSubmit={submit} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" role="alert">
              {message(failure)}
            </Alert>
          )}
          <TextInput label={t('forgot.email')} type="email" autoComplete="email" withAsterisk {...inputProps('email')} />
          <Button type="submit" fullWidth loading={requestReset.isPending}>
            {t('forgot.submit')}
          </Button>
        </Stack>
      </form>
    </AccountPageFrame>
  );
}
