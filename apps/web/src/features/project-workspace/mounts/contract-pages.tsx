import type { Project } from '@procura/contract';
import type { ComponentType } from 'react';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { ContractBuilderPage } from '../../contract-builder/index.ts';
import {
  ContractDatesPage,
  ContractDocumentsPage,
  ContractSuppliersPage,
  PurchaseOrdersPage,
} from '../../contracts/index.ts';
import { ContractPerformancePage } from '../../performance/index.ts';

/**
 * The Contract pages in the spec's order (000 §2 contract children: dates, suppliers,
 * contract-builder, documents, purchase-orders, performance). Each loads as its own chunk.
 */
export const contractPages: readonly {
  name: string;
  label: UiKey;
  Page: ComponentType<{ project: Project }>;
}[] = [
  {
    name: 'dates',
    label: 'contractTabDates',
    Page: ContractDatesPage,
  },
  {
    name: 'suppliers',
    label: 'contractTabSuppliers',
    Page: ContractSuppliersPage,
  },
  {
    name: 'contract-builder',
    label: 'builderTitle',
    Page: ContractBuilderPage,
  },
  {
    name: 'documents',
    label: 'contractTabDocuments',
    Page: ContractDocumentsPage,
  },
  {
    name: 'purchase-orders',
    label: 'contractTabPurchaseOrders',
    Page: PurchaseOrdersPage,
  },
  {
    name: 'performance',
    label: 'perfTab',
    Page: ContractPerformancePage,
  },
];
