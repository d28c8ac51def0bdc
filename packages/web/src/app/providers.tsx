/**
 * Everything every page needs: theme and color scheme, and the server-state cache. Toasts and confirm dialogs
 * come with the screens that use them (components/overlay-host.tsx), so the public pages do not load them.
 */
import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { darkModeColorSchemeManager } from '../lib/color-scheme';
import { createQueryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';
import { ThemeCssVariables } from './theme-css-variables';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client (no retries) and 'test' (no transitions, no portals); the server its prefilled one. */
  queryClient?: QueryClient;
  env?: 'default' | 'test';
}

const colorSchemeManager = darkModeColorSchemeManager();

export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      withCssVariables={false}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
      env={env}
    >
      <ThemeCssVariables />
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
