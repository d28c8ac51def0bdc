/**
 * Everything every page needs: the server-state cache, then the theme (in the site's accent colour, from the site
 * settings that cache holds) and color scheme. Toasts and confirm dialogs come with the screens that use them
 * (components/overlay-host.tsx), so the public pages do not load them.
 */
import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { useSiteSettings } from '../api/get-site-settings';
import { i18n } from '../i18n/i18n';
import { darkModeColorSchemeManager } from '../lib/color-scheme';
import { createQueryClient } from '../lib/query-client';
import { cssVariablesResolver, themeFor } from './theme';
import { ThemeCssVariables } from './theme-css-variables';

type ProvidersEnv = 'default' | 'test';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client (no retries) and 'test' (no transitions, no portals); the server its prefilled one. */
  queryClient?: QueryClient;
  env?: ProvidersEnv;
}

const colorSchemeManager = darkModeColorSchemeManager();

export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <SiteTheme env={env}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </SiteTheme>
    </QueryClientProvider>
  );
}

/**
 * A page the server rendered has the settings from its first byte (entry-server.tsx), so it paints in the accent
 * colour at once; a page rendered in the browser shows the default until they arrive.
 */
function SiteTheme({ children, env }: { children: ReactNode; env: ProvidersEnv }) {
  const { accentColor } = useSiteSettings();
  return (
    <MantineProvider
      theme={themeFor(accentColor)}
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
      withGlobalClasses={false}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
      env={env}
    >
      <ThemeCssVariables accentColor={accentColor} />
      {children}
    </MantineProvider>
  );
}
