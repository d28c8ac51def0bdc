/**
 * The back-office frame (SPEC §2): a 250px sidebar with the role's entries, collapsible, hidden by default
 * below 768px (Mantine's `sm` breakpoint), a Logout button, and a header whose title follows the path.
 */
import { useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { AppShell, Button, Group, NavLink, ScrollArea, Text, Title } from '@mantine/core';
import { useDisclosure, useDocumentTitle } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { BurgerButton } from '../../components/burger-button';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguageSwitch } from '../../components/language-switch';
import { DatesInLanguage } from '../../i18n/dates-in-language';
import { OverlayHost } from '../../components/overlay-host';
import { SessionRenewalDialog } from '../../features/auth/components/session-renewal-dialog';
import { UnreadBadge } from '../../features/notifications/components/unread-badge';
import { useNotificationStream } from '../../features/notifications/use-notification-stream';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { finishPendingSignOut, signOut } from '../../features/auth/api/logout';
import { useSiteSettings } from '../../api/get-site-settings';
import { useSiteTitle } from '../../lib/site';
import { headerTitleFor, sidebarEntriesFor, sidebarLabel } from './back-office-nav';

function isActive(pathname: string, href: string): boolean {
  if (pathname === href) return true;
  // "/add-news/_add" stays highlighted while editing another item of the same form.
  const base = href.replace(/\/_add$/, '/');
  return base !== href && pathname.startsWith(base);
}

export function BackOfficeLayout() {
  const { t } = useTranslation();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const queryClient = useQueryClient();
  const entries = sidebarEntriesFor(session.role);
  // A sign-out made offline earlier on this computer ends its session now.
  useEffect(() => void finishPendingSignOut(), []);
  const title = headerTitleFor(pathname, t);
  const { siteName } = useSiteSettings();
  useDocumentTitle(useSiteTitle(`${title.charAt(0)}${title.slice(1).toLowerCase()}`));
  useNotificationStream();

  const onLogout = () => {
    signOut();
    queryClient.clear();
    navigate(paths.login.getHref(), { replace: true });
  };

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <BurgerButton
              opened={mobileOpened}
              onClick={mobile.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t(mobileOpened ? 'backOffice.hideNavigation' : 'backOffice.showNavigation')}
              aria-expanded={mobileOpened}
              aria-controls="back-office-navigation"
            />
            <BurgerButton
              opened={desktopOpened}
              onClick={desktop.toggle}
              visibleFrom="sm"
              size="sm"
              aria-label={t(desktopOpened ? 'backOffice.hideNavigation' : 'backOffice.showNavigation')}
              aria-expanded={desktopOpened}
              aria-controls="back-office-navigation"
            />
            <Title order={1} size="h4" lineClamp={1}>
              {title}
            </Title>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {session.fullname && (
              <Text size="sm" c="dimmed" visibleFrom="sm" lineClamp={1}>
                {session.fullname} · {session.role}
              </Text>
            )}
            <LanguageSwitch />
            <ColorSchemeToggle />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar id="back-office-navigation" aria-label={t('backOffice.navigation')} p="sm" component="nav">
        <AppShell.Section>
          {/* Shown once the settings are in: a link without words would name nothing. */}
          {siteName && (
            <Text component={Link} to={paths.home.getHref()} fw={700} className="brand-name" px="sm" py="xs" display="block">
              {siteName}
            </Text>
          )}
        </AppShell.Section>
        <AppShell.Section grow component={ScrollArea} my="sm">
          {entries.map((entry) => (
            <NavLink
              key={entry.href}
              component={Link}
              to={entry.href}
              label={sidebarLabel(entry, t)}
              leftSection={<entry.icon size={18} stroke={1.6} aria-hidden />}
              rightSection={entry.href === paths.notifications.getHref() ? <UnreadBadge /> : undefined}
              active={isActive(pathname, entry.href)}
              aria-current={isActive(pathname, entry.href) ? 'page' : undefined}
              onClick={mobile.close}
            />
          ))}
        </AppShell.Section>
        <AppShell.Section>
          <Button variant="light" color="red" fullWidth leftSection={<IconLogout size={18} aria-hidden />} onClick={onLogout}>
            {t('backOffice.logout')}
          </Button>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <DatesInLanguage>
          <Outlet />
        </DatesInLanguage>
      </AppShell.Main>
      <OverlayHost />
      <SessionRenewalDialog />
    </AppShell>
  );
}
