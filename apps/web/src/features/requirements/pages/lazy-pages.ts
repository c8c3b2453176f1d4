/**
 * This area's pages that the project workspace mounts, as lazy pages (decision 210): each loads as
 * its own chunk on first use. Other features reach them through ../index.ts.
 */
import { lazyPage } from '../../../ui/lazy-page.tsx';

export const RequirementsPage = lazyPage(() =>
  import('./requirements-page.tsx').then((m) => m.RequirementsPage),
);
