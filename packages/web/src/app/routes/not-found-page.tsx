/** Any unknown address. */
import { Link } from 'react-router';
import { Button, Stack, Text, Title } from '@mantine/core';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  return (
    <Stack align="flex-start" gap="md" py="xl">
      <Title order={1}>Page not found</Title>
      <Text>The page you are looking for does not exist or has moved.</Text>
      <Button component={Link} to={paths.home.getHref()}>
        Back to Home
      </Button>
    </Stack>
  );
}
