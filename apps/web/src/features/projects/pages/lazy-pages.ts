/**
 * This area's pages that the project workspace mounts, as lazy pages (decision 210): each loads as
 * its own chunk on first use. Other features reach them through ../index.ts.
 */
import type { Project } from '@procura/contract';
import { lazyPage } from '../../../ui/lazy-page.tsx';

// Mounted like every project page, with the project as a prop; they read it from the project form.
export const BuildSettingsPage = lazyPage<{ project: Project }>(() =>
  import('./build-settings-page.tsx').then((m) => m.BuildSettingsPage),
);
export const BuildDetailsPage = lazyPage<{ project: Project }>(() =>
  import('./build-details-page.tsx').then((m) => m.BuildDetailsPage),
);
export const BuildDatesPage = lazyPage<{ project: Project }>(() =>
  import('./build-dates-page.tsx').then((m) => m.BuildDatesPage),
);
export const BuildPublishPage = lazyPage<{ project: Project }>(() =>
  import('./build-publish-page.tsx').then((m) => m.BuildPublishPage),
);
