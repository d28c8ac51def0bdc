/**
 * /subscriptions/confirm?token=…, the confirmation mail's link. Confirming takes a click: a mail scanner that opens the
 * link (some run the page's script) must not subscribe anyone.
 */
import '@mantine/core/styles/Alert.css';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { subscriptionMessages } from '@newsroom/shared';
import { useMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useConfirmSubscription } from '../api/subscriptions';

export function ConfirmSubscriptionPage() {
  const { t } = useTranslation('subscriptions');
  const message = useMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmSubscription();

  return (
    <Stack maw={560} mx="auto" py="md">
      <Title order={1}>{t('confirm.title')}</Title>
      {confirm.isSuccess ? (
        <>
          <Alert color="green" role="status">
            {message(confirm.data.message)}
          </Alert>
          <Anchor component={Link} to={paths.manageSubscription.getHref(confirm.data.manageToken)}>
            {t('confirm.manage')}
          </Anchor>
        </>
      ) : (
        <>
          {confirm.isError && (
            <Alert color="red" role="alert">
              {message(errorMessage(confirm.error, subscriptionMessages.linkInvalid))}
            </Alert>
          )}
          <Text>{t('confirm.intro')}</Text>
          <Button onClick={() => confirm.mutate(token)} loading={confirm.isPending} disabled={!token}>
            {t('confirm.submit')}
          </Button>
        </>
      )}
    </Stack>
  );
}
