import { ModalsProvider } from '@mantine/modals';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { AppRoutes } from '../app/routes.tsx';

/** Shows where the router is, so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders `ui` (by default the whole route table) at `path`, with the app's providers. A screen
 * rendered on its own gets the dialogs' provider its frame would give it (the route table's frames
 * have their own: two would open every dialog twice).
 */
export function renderApp(path: string, ui?: ReactNode) {
  const queryClient = createQueryClient({ retry: false });
  const result = render(
    <AppProviders queryClient={queryClient} env="test">
      <MemoryRouter initialEntries={[path]}>
        {ui === undefined ? <AppRoutes /> : <ModalsProvider>{ui}</ModalsProvider>}
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, queryClient };
}

export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
