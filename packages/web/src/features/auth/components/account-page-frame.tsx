/** The frame of the pages before the back office (sign in, forgot password, new password): the site's name, a title, a card, the footer. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Box, Center, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useSiteSettings } from '../../../api/get-site-settings';
import { SiteFooterText } from '../../../components/site-footer';
import { paths } from '../../../lib/paths';

export function AccountPageFrame({ title, subtitle, children, below }: { title: string; subtitle: string; children: ReactNode; below?: ReactNode }) {
  const { siteName } = useSiteSettings();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Center component="main" style={{ flex: 1 }} p="md">
        <Container size={420} w="100%">
          <Stack gap="xs" align="center" mb="lg">
            {/* Shown once the settings are in: a link without words would name nothing. */}
            {siteName && (
              <Anchor component={Link} to={paths.home.getHref()} fw={700} size="lg" underline="never" className="brand-name">
                {siteName}
              </Anchor>
            )}
            <Title order={1} size="h2" ta="center">
              {title}
            </Title>
            <Text c="dimmed" size="sm" ta="center">
              {subtitle}
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" p="lg" radius="md">
            {children}
          </Paper>
          {below && (
            <Stack align="center" mt="md">
              {below}
            </Stack>
          )}
        </Container>
      </Center>
      <Box component="footer" py="md" px="md">
        <SiteFooterText />
      </Box>
    </Box>
  );
}

/** The way back from the forgot-password pages to the login form, under their card. */
export function BackToSignIn() {
  const { t } = useTranslation('auth');
  return (
    <Anchor component={Link} to={paths.login.getHref()} size="sm">
      {t('forgot.backToLogin')}
    </Anchor>
  );
}
