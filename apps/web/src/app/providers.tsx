import { createTheme, MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // 001 §9: tooltips open after 700 ms.
    Tooltip: { defaultProps: { openDelay: 700 } },
  },
});

/**
 * Everything a screen may rely on: server state, theme, dialogs and notifications. `env="test"`
 * turns Mantine's transitions and portals off in component tests.
 */
export function AppProviders({
  queryClient,
  env = 'default',
  children,
}: {
  queryClient: QueryClient;
  env?: 'default' | 'test';
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} env={env}>
        <ModalsProvider>
          <Notifications position="top-right" limit={4} />
          {children}
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
