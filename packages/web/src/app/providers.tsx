/** Everything every page needs: theme and color scheme, server-state cache, notifications and confirm modals. */
import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { darkModeColorSchemeManager } from '../lib/color-scheme';
import { createQueryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client (no retries) and 'test' (no transitions, no portals). */
  queryClient?: QueryClient;
  env?: 'default' | 'test';
}

const colorSchemeManager = darkModeColorSchemeManager();

export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} colorSchemeManager={colorSchemeManager} defaultColorScheme="light" env={env}>
      <QueryClientProvider client={client}>
        <Notifications position="top-right" />
        <ModalsProvider labels={{ confirm: 'Confirm', cancel: 'Cancel' }}>{children}</ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
