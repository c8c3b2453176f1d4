/**
 * This area's pages that the project workspace mounts, as lazy pages (decision 210): each loads as
 * its own chunk on first use. Other features reach them through ../index.ts.
 */
import type { Project } from '@procura/contract';
import { lazyPage } from '../../../ui/lazy-page.tsx';

// Mounted like every project page, with the project as a prop; they read the contract from
// ContractArea's context.
export const ContractDatesPage = lazyPage<{ project: Project }>(() =>
  import('./contract-dates-page.tsx').then((m) => m.ContractDatesPage),
);
export const ContractSuppliersPage = lazyPage<{ project: Project }>(() =>
  import('./contract-suppliers-page.tsx').then((m) => m.ContractSuppliersPage),
);
export const ContractDocumentsPage = lazyPage<{ project: Project }>(() =>
  import('./contract-documents-page.tsx').then((m) => m.ContractDocumentsPage),
);
export const PurchaseOrdersPage = lazyPage<{ project: Project }>(() =>
  import('./purchase-orders-page.tsx').then((m) => m.PurchaseOrdersPage),
);
