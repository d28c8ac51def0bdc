/** /unauthorized: where a signed-in user without the needed role lands (SPEC §2). */
import { Link } from 'react-router';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { authMessages } from '@newsroom/shared';
import { useMessage } from '../../../i18n/messages';
import { paths } from '../../../lib/paths';

export function UnauthorizedPage() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Title order={1}>{message(authMessages.unauthorizedTitle)}</Title>
        <Text>{message(authMessages.unauthorizedText)}</Text>
        <Button component={Link} to={paths.login.getHref()}>
          {t('unauthorized.login')}
        </Button>
      </Stack>
    </Center>
  );
}
