/**
 * This area's pages that the project workspace mounts, as lazy pages (decision 210): each loads as
 * its own chunk on first use. Other features reach them through ../index.ts.
 */
import type { Project } from '@procura/contract';
import { lazyPage } from '../../../ui/lazy-page.tsx';

// Mounted like every project page, with the project as a prop; it reads the contract from
// ContractArea's context.
export const ContractBuilderPage = lazyPage<{ project: Project }>(() =>
  import('./contract-builder-page.tsx').then((m) => m.ContractBuilderPage),
);
