/** Shown when a page crashes or its code cannot be downloaded (for example right after a new release). */
import { Link, useRouteError } from 'react-router';
import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';

export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" ta="center" maw={480}>
        <Title order={1}>{t('routeError.title')}</Title>
        <Text>{t('routeError.text')}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
          <Button component={Link} to={paths.home.getHref()} variant="default">
            {t('actions.backToHome')}
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
