/**
 * The dark-mode switch (SPEC §2); the choice is kept under the storage key darkMode. The icon follows the page's
 * color scheme through CSS, so it is right from the first paint, before any script; the pressed state follows once
 * hydrated (lib/use-hydrated.ts). Tapped before the app has come, the page's start script switches the scheme itself
 * (shared/app-start.ts); tapped while the app was hydrating, Mantine's state may have been read before the switch:
 * the scheme the page shows then wins.
 */
import { startTransition, useEffect } from 'react';
import { ActionIcon, Box, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';
import { preAppAttributes } from '@newsroom/shared';
import { useHydrated } from '../lib/use-hydrated';

export function ColorSchemeToggle() {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  useEffect(() => {
    const shown = document.documentElement.getAttribute('data-mantine-color-scheme');
    if ((shown === 'dark' || shown === 'light') && shown !== colorScheme) setColorScheme(shown);
    // Once, as hydrated: afterwards the switch itself sets the scheme.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const dark = useHydrated() && scheme === 'dark';
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('colorScheme.label')}
      aria-pressed={dark}
      {...preAppAttributes('color-scheme')}
      title={t(dark ? 'colorScheme.toLight' : 'colorScheme.toDark')}
      // Mantine sets the page's scheme at once; React's side of the change waits, as a transition, for any part of
      // the page still waiting for its code (news-search-bar.tsx) instead of throwing that part's markup away.
      onClick={() => startTransition(() => setColorScheme(dark ? 'light' : 'dark'))}
    >
      {/* No display of their own here: Mantine hides each one through its class, by the page's scheme. */}
      <Box component="span" lh={0} lightHidden>
        <IconSun size={20} aria-hidden />
      </Box>
      <Box component="span" lh={0} darkHidden>
        <IconMoon size={20} aria-hidden />
      </Box>
    </ActionIcon>
  );
}
