import type { Project } from '@procura/contract';
import type { ComponentType } from 'react';
import type { UiKey } from '../../i18n/ui-en.ts';
import { lazyPage } from '../../ui/lazy-page.tsx';

/**
 * The Contract pages in the spec's order (000 §2 contract children: dates, suppliers,
 * contract-builder, documents, purchase-orders; performance stays hidden until the supplier
 * performance area arrives). Only built pages are listed: contract-builder and documents take
 * their place between suppliers and purchase-orders when they land. Each loads as its own chunk.
 */
export const contractPages: readonly {
  name: string;
  label: UiKey;
  Page: ComponentType<{ project: Project }>;
}[] = [
  {
    name: 'dates',
    label: 'contractTabDates',
    Page: lazyPage(() => import('../contracts/contract-dates-page.tsx').then((m) => m.ContractDatesPage)),
  },
  {
    name: 'suppliers',
    label: 'contractTabSuppliers',
    Page: lazyPage(() =>
      import('../contracts/contract-suppliers-page.tsx').then((m) => m.ContractSuppliersPage),
    ),
  },
  // contract-builder, then documents, go here.
  {
    name: 'purchase-orders',
    label: 'contractTabPurchaseOrders',
    Page: lazyPage(() => import('../contracts/purchase-orders-page.tsx').then((m) => m.PurchaseOrdersPage)),
  },
];
