/** Shown when a page crashes or its code cannot be downloaded (for example right after a new release). */
import { Link, useRouteError } from 'react-router';
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../lib/paths';

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" ta="center" maw={480}>
        <Title order={1}>Something went wrong</Title>
        <Text>This page could not be shown. Reloading usually helps.</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button component={Link} to={paths.home.getHref()} variant="default">
            Back to Home
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
