import { createTheme, MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { cspNonce } from '../platform/csp-nonce.ts';

export const theme = createTheme({
  primaryColor: 'indigo',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // 001 §9: tooltips open after 700 ms.
    Tooltip: { defaultProps: { openDelay: 700 } },
  },
});

// The notification container (with its transitions) is its own chunk, mounted once something is
// notified: most visits to the login page never need it. Notifications wait in the store meanwhile.
const NotificationsContainer = lazy(() =>
  import('./notifications-container.tsx').then((m) => ({ default: m.NotificationsContainer })),
);

function NotificationsOnDemand() {
  const needed = useRef(false);
  if (useNotifications().notifications.length > 0) needed.current = true;
  if (!needed.current) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsContainer />
    </Suspense>
  );
}

/**
 * Everything a screen may rely on: server state, theme and notifications. The dialogs' provider
 * (ModalsProvider) sits in the signed-in frame and the portal, which alone open confirm dialogs:
 * Mantine's Modal brings its scroll area and floating-ui, which the login page does without. `env="test"`
 * turns Mantine's transitions and portals off in component tests. The <style> elements Mantine
 * renders (its CSS variables) carry the page's nonce, or the page's policy would drop them.
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
  const nonce = cspNonce();
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} env={env} getStyleNonce={nonce ? () => nonce : undefined}>
        <NotificationsOnDemand />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
