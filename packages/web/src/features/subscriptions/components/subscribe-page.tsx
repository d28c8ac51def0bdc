/**
 * /subscribe: the newsletter's whole form. The answer is the same for every address, so the page says only that a
 * confirmation link is on its way. The compact form (compact-subscribe-form.tsx) sent before the app had come lands here with
 * the address typed into it (`?email=`): the field starts from it, and the address leaves the page's URL at once, so
 * it stays in no history.
 */
import '@mantine/core/styles/Alert.css';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../i18n/use-translation';
import { subscriptionRequestSchema, subscriptionMessages, type SubscriptionRequest } from '@newsroom/shared';
import { useMessage } from '../../../i18n/messages';
import { useInputPropsInLanguage } from '../../../i18n/form-messages';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formErrors } from '../../../lib/form-errors';
import { useSubscribe } from '../api/subscriptions';
import { EMAIL_PARAMETER } from './compact-subscribe-form';
import { SubscriptionChoices, type ChoiceValues } from './subscription-choices';

type Values = ChoiceValues & { email: string };

const payload = (values: Values): SubscriptionRequest => ({ ...values, email: values.email.trim() });

export function SubscribePage() {
  const { t, i18n } = useTranslation('subscriptions');
  const message = useMessage();
  const subscribe = useSubscribe();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  const carried = params.get(EMAIL_PARAMETER);
  const form = useForm<Values>({
    initialValues: { email: carried ?? '', categories: [], language: i18n.language === 'fil' ? 'fil' : 'en', frequency: 'each' },
    validate: (values) => formErrors(subscriptionRequestSchema, payload(values)),
  });
  const inputProps = useInputPropsInLanguage(form);
  useEffect(() => {
    if (carried !== null) setParams({}, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: the form holds the address from then on.
  }, []);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    subscribe.mutate(payload(values), {
      onSuccess: () => setSent(true),
      onError: (error) => {
        if (isApiError(error, 400) && Object.keys(error.fieldErrors).length > 0) form.setErrors(error.fieldErrors);
        else setFailure(errorMessage(error, t('subscribe.failed')));
      },
    });
  });

  return (
    <Stack maw={560} mx="auto" py="md">
      <Title order={1}>{t('subscribe.title')}</Title>
      {sent ? (
        <Alert color="green" role="status">
          {message(subscriptionMessages.requested)}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('subscribe.title')}>
          <Stack>
            <Text>{t('subscribe.intro')}</Text>
            {failure && (
              <Alert color="red" role="alert">
                {message(failure)}
              </Alert>
            )}
            <TextInput label={t('subscribe.email')} type="email" autoComplete="email" withAsterisk {...inputProps('email')} />
            <SubscriptionChoices form={form} />
            <Text size="sm" c="dimmed">
              {t('subscribe.privacy')}
            </Text>
            <Button type="submit" loading={subscribe.isPending}>
              {t('subscribe.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
