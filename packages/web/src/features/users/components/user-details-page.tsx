/** /view-user/{id} (ADMIN): full name, username and role names, with Back to List (SPEC §2). */
import { Link, useParams } from 'react-router';
import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { userMessages, type User } from '@newsroom/shared';
import { LoadingText } from '../../../components/loading-text';
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

function roleNames(user: User): string {
  return user.roles.length > 0 ? user.roles.join(', ') : userMessages.noRoles;
}

export function UserDetailsPage() {
  const { id = '' } = useParams();
  const userQuery = useUser(id);

  return (
    <Paper withBorder p="lg" maw={560}>
      <Stack gap="md">
        <Title order={2}>User Details</Title>
        {userQuery.isPending ? (
          <LoadingText />
        ) : userQuery.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(userQuery.error, userMessages.notFound)}
          </Alert>
        ) : (
          <Stack component="dl" gap="sm" m={0}>
            <Detail label="Full Name">{userQuery.data.fullname}</Detail>
            <Detail label="Username">{userQuery.data.username}</Detail>
            <Detail label="Roles">{roleNames(userQuery.data)}</Detail>
          </Stack>
        )}
        <div>
          <Button component={Link} to={paths.userManagement.getHref()} variant="default">
            Back to List
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
