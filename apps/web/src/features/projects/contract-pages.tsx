import type { Project } from '@procura/contract';
import type { ComponentType } from 'react';
import type { UiKey } from '../../platform/i18n/ui-en.ts';
import { lazyPage } from '../../ui/lazy-page.tsx';

/**
 * The Contract pages in the spec's order (000 §2 contract children: dates, suppliers,
 * contract-builder, documents, purchase-orders; performance stays hidden until the supplier
 * performance area arrives). Each loads as its own chunk.
 */
export const contractPages: readonly {
  name: string;
  label: UiKey;
  Page: ComponentType<{ project: Project }>;
}[] = [
  {
    name: 'dates',
    label: 'contractTabDates',
    Page: lazyPage(() =>
      import('../contracts/pages/contract-dates-page.tsx').then((m) => m.ContractDatesPage),
    ),
  },
  {
    name: 'suppliers',
    label: 'contractTabSuppliers',
    Page: lazyPage(() =>
      import('../contracts/pages/contract-suppliers-page.tsx').then((m) => m.ContractSuppliersPage),
    ),
  },
  {
    name: 'contract-builder',
    label: 'builderTitle',
    Page: lazyPage(() =>
      import('../contract-builder/pages/contract-builder-page.tsx').then((m) => m.ContractBuilderPage),
    ),
  },
  {
    name: 'documents',
    label: 'contractTabDocuments',
    Page: lazyPage(() =>
      import('../contracts/pages/contract-documents-page.tsx').then((m) => m.ContractDocumentsPage),
    ),
  },
  {
    name: 'purchase-orders',
    label: 'contractTabPurchaseOrders',
    Page: lazyPage(() =>
      import('../contracts/pages/purchase-orders-page.tsx').then((m) => m.PurchaseOrdersPage),
    ),
  },
];
