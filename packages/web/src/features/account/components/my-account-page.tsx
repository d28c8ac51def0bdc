/**
 * /my-account (AUTHOR or ADMIN, issue 24): who is signed in, and how they get e-mail alerts: each as it happens, one
 * summary a day at 07:00 school time, or none. The choice is checked with the server's own schema and saved with PUT
 * /user/me/notification-settings; the page always says which choice is saved.
 */
import '@mantine/core/styles/Radio.css';
import { useState } from 'react';
import { Paper, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../i18n/use-translation';
import { DAILY_SUMMARY_HOUR, notificationSettingsSchema, type EmailAlertChoice, type NotificationSettings } from '@newsroom/shared';
import { FormCard } from '../../../components/form-card';
import { LoadedItem } from '../../../components/loaded-item';
import { useInputPropsInLanguage } from '../../../i18n/form-messages';
import { useMessage } from '../../../i18n/messages';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { siteTimeZone } from '../../../lib/format-date';
import { formErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useNotificationSettings } from '../api/get-notification-settings';
import { useUpdateNotificationSettings } from '../api/update-notification-settings';

export function MyAccountPage() {
  const { t } = useTranslation('account');
  const query = useNotificationSettings();
  return (
    <Stack gap="lg" maw={560}>
      <SignedInAs />
      <LoadedItem query={query} failure={t('alerts.loadFailed')} back={{ label: t('backToNews'), href: paths.news.getHref() }}>
        {(settings) => <EmailAlertsForm saved={settings} />}
      </LoadedItem>
    </Stack>
  );
}

function SignedInAs() {
  const { t } = useTranslation('account');
  const session = useSession();
  const rows: [string, string][] = [
    [t('account.fullname'), session.fullname],
    [t('account.username'), session.username],
    [t('account.email'), session.email],
    [t('account.role'), session.role],
  ];
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2}>{t('account.title')}</Title>
        <Table variant="vertical" layout="fixed" withRowBorders={false}>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={120}>{label}</Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="sm" c="dimmed">
          {t('account.changedBy')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** 07:00, as the school's clocks show the summary's hour. */
const SUMMARY_TIME = `${String(DAILY_SUMMARY_HOUR).padStart(2, '0')}:00`;

function EmailAlertsForm({ saved }: { saved: NotificationSettings }) {
  const { t } = useTranslation('account');
  const message = useMessage();
  const update = useUpdateNotificationSettings();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<NotificationSettings>({
    initialValues: saved,
    validate: (values) => formErrors(notificationSettingsSchema, values),
  });
  const inputProps = useInputPropsInLanguage(form);
  const choiceLabel = (choice: EmailAlertChoice) => t(`alerts.${choice}`, { time: SUMMARY_TIME, timeZone: siteTimeZone() });

  const onSubmit = form.onSubmit((values) => {
    setServerError(null);
    update.mutate(values, {
      onSuccess: (answer) => {
        form.setInitialValues(answer);
        form.setValues(answer);
        notifications.show({ color: 'green', message: t('alerts.savedNotice') });
      },
      onError: (error) => {
        if (isApiError(error, 400) && error.fieldErrors.email) form.setFieldError('email', error.fieldErrors.email);
        else setServerError(errorMessage(error, t('alerts.saveFailed')));
      },
    });
  });

  return (
    <FormCard
      title={t('alerts.title')}
      failureTitle={t('alerts.saveFailed')}
      serverError={message(serverError ?? undefined) ?? null}
      submitLabel={t('alerts.save')}
      saving={update.isPending}
      onSubmit={onSubmit}
      onCancel={() => {
        setServerError(null);
        form.reset();
      }}
    >
      <Radio.Group label={t('alerts.label')} description={t('alerts.description')} {...inputProps('email')}>
        <Stack gap="sm" mt="sm">
          {(['instant', 'daily', 'off'] as const).map((choice) => (
            <Radio key={choice} value={choice} label={choiceLabel(choice)} />
          ))}
        </Stack>
      </Radio.Group>
      <Text size="sm" c="dimmed" role="status">
        {form.isDirty() ? t('alerts.unsaved') : t('alerts.saved', { choice: choiceLabel(form.getInitialValues().email) })}
      </Text>
    </FormCard>
  );
}
