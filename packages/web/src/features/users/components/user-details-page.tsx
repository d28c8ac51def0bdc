/** /view-user/{id} (ADMIN): full name, username and role names, with Back to List (SPEC §2). */
import { Link, useParams } from 'react-router';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { userMessages, type User } from '@newsroom/shared';
import { LoadingText } from '../../../components/loading-text';
import { useMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useUser } from '../api/get-user';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </div>
  );
}

/** Role names are the server's (ADMIN, AUTHOR): the same in every language. */
function roleNames(user: User, noRoles: string): string {
  return user.roles.length > 0 ? user.roles.join(', ') : noRoles;
}

export function UserDetailsPage() {
  const { t } = useTranslation('users');
  const message = useMessage();
  const { id = '' } = useParams();
  const userQuery = useUser(id);

  return (
    <Paper withBorder p="lg" maw={560}>
      <Stack gap="md">
        <Title order={2}>{t('details.title')}</Title>
        {userQuery.isPending ? (
          <LoadingText />
        ) : userQuery.isError ? (
          <Alert color="red" role="alert">
            {message(errorMessage(userQuery.error, userMessages.notFound))}
          </Alert>
        ) : (
          <Stack component="dl" gap="sm" m={0}>
            <Detail label={t('details.fullname')}>{userQuery.data.fullname}</Detail>
            <Detail label={t('details.username')}>{userQuery.data.username}</Detail>
            <Detail label={t('details.roles')}>{roleNames(userQuery.data, message(userMessages.noRoles))}</Detail>
          </Stack>
        )}
        <div>
          <Button component={Link} to={paths.userManagement.getHref()} variant="default">
            {t('details.backToList')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
