/** /unauthorized: where a signed-in user without the needed role lands (SPEC §2). */
import { Link } from 'react-router';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { authMessages } from '@newsroom/shared';
import { paths } from '../../../lib/paths';

export function UnauthorizedPage() {
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1}>{authMessages.unauthorizedTitle}</Title>
        <Text>{authMessages.unauthorizedText}</Text>
        <Button component={Link} to={paths.login.getHref()}>
          Login
        </Button>
      </Stack>
    </Center>
  );
}
