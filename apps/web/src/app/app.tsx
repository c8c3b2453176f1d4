import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { OutdatedBrowserBanner } from './layout/outdated-browser-banner.tsx';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';
import { AppRoutes } from './routes.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <OutdatedBrowserBanner />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
