/** Any unknown address. */
import { Link } from 'react-router';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { paths } from '../../lib/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" gap="md" py="xl">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.text')}</Text>
      <Button component={Link} to={paths.home.getHref()}>
        {t('actions.backToHome')}
      </Button>
    </Stack>
  );
}
