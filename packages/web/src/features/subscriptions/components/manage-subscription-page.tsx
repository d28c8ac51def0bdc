/**
 * /subscriptions/manage?token=…, linked from every newsletter mail: the subscription's choices, to change, and one
 * button that unsubscribes (deletes the address).
 */
import '@mantine/core/styles/Alert.css';
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { subscriptionMessages, subscriptionPreferencesSchema } from '@newsroom/shared';
import { useMessage } from '../../../i18n/messages';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formErrors } from '../../../lib/form-errors';
import { useSubscription, useUnsubscribe, useUpdateSubscription } from '../api/subscriptions';
import { SubscriptionChoices, type ChoiceValues } from './subscription-choices';

export function ManageSubscriptionPage() {
  const { t } = useTranslation('subscriptions');
  const message = useMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const subscription = useSubscription(token);
  const update = useUpdateSubscription(token);
  const unsubscribe = useUnsubscribe(token);
  const [saved, setSaved] = useState(false);
  const form = useForm<ChoiceValues>({
    initialValues: { categories: [], language: 'en', frequency: 'each' },
    validate: (values) => formErrors(subscriptionPreferencesSchema, values),
  });
  const { setValues, resetDirty } = form;
  const loaded = subscription.data;
  useEffect(() => {
    if (!loaded) return;
    setValues({ categories: loaded.categories, language: loaded.language, frequency: loaded.frequency });
    resetDirty();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer; the form's functions are stable.
  }, [loaded]);

  const submit = form.onSubmit((values) => {
    setSaved(false);
    update.mutate(values, {
      onSuccess: () => setSaved(true),
      onError: (error) => {
        if (isApiError(error, 400) && Object.keys(error.fieldErrors).length > 0) form.setErrors(error.fieldErrors);
      },
    });
  });

  let body;
  if (unsubscribe.isSuccess) {
    body = (
      <Alert color="green" role="status">
        {message(unsubscribe.data.message)}
      </Alert>
    );
  } else if (subscription.isPending) {
    body = <Loader aria-label={t('manage.loading')} />;
  } else if (subscription.isError || !loaded) {
    body = (
      <Alert color="red" role="alert">
        {message(errorMessage(subscription.error, subscriptionMessages.linkInvalid))}
      </Alert>
    );
  } else {
    body = (
      <form onSubmit={submit} noValidate aria-label={t('manage.title')}>
        <Stack>
          <Text>{t('manage.for', { email: loaded.email })}</Text>
          {saved && (
            <Alert color="green" role="status">
              {message(subscriptionMessages.updated)}
            </Alert>
          )}
          {(update.isError && !isApiError(update.error, 400)) || unsubscribe.isError ? (
            <Alert color="red" role="alert">
              {message(errorMessage(update.error ?? unsubscribe.error, t('manage.failed')))}
            </Alert>
          ) : null}
          <SubscriptionChoices form={form} />
          <Group justify="space-between">
            <Button type="submit" loading={update.isPending}>
              {t('manage.save')}
            </Button>
            <Button color="red" variant="outline" onClick={() => unsubscribe.mutate()} loading={unsubscribe.isPending}>
              {t('manage.unsubscribe')}
            </Button>
          </Group>
        </Stack>
      </form>
    );
  }

  return (
    <Stack maw={560} mx="auto" py="md">
      <Title order={1}>{t('manage.title')}</Title>
      {body}
    </Stack>
  );
}
