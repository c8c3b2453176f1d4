import type { Contract, PermissionId, Project, PurchaseOrder, PurchaseOrderList } from '@procura/contract';
import { purchaseOrderTotals } from '@procura/contract';
import type { ReactNode } from 'react';
import { ContractArea } from '../features/contracts/components/contract-area.tsx';
import { buildRoutes, renderBuildPage } from './build-fixtures.tsx';
import { nodePath } from './control-panel-fixtures.ts';
import { envelope, type MockRoute } from './fetch-mock.ts';
import { sessionFixture } from './fixtures.ts';

export const contractsPath = `${nodePath}/Contracts`;

/** A buyer who may view and change contracts (route `project.contract`), or only view them. */
export function contractRoutes(canAct = true): Record<string, MockRoute> {
  const permissions: PermissionId[] = canAct ? ['CONTRACT_VIEW', 'CONTRACT_EDIT'] : ['CONTRACT_VIEW'];
  return buildRoutes(sessionFixture({ user: { permissions: ['BUILD_VIEW', ...permissions] } }));
}

/** Contract 80 of project 5, Active for 2026, with Acme Roads from the award. */
export function contractFixture(overrides: Partial<Contract> = {}): Contract {
  return {
    id: 80,
    projectId: 5,
    name: 'Road salt supply',
    number: 'C-14',
    internalNumber: '',
    description: '',
    amount: 1000,
    contigencyAmount: 100,
    totalProjectValue: null,
    expiryNoticeDays: null,
    isTerm: false,
    hasContractPerformance: false,
    hasWSIB: false,
    hasInsurance: false,
    hasContractDocuments: false,
    hasVendorDocuments: false,
    hasBondsAndSecurity: false,
    allowVendorDocumentPublicUpload: false,
    initialTerm: { start: '2026-01-01', end: '2026-12-31' },
    hasOptionYears: false,
    optionTerms: [],
    hasFirmPricingPeriod: false,
    firmPricing: { start: null, end: null },
    hasWarrantyPeriod: false,
    warranty: { start: null, end: null },
    substantialCompletionDate: null,
    status: 'Active',
    storedStatus: 'Active',
    termEnd: '2026-12-31',
    cancelReason: null,
    startedAt: '2026-01-02T15:00:00.000Z',
    closedAt: null,
    createdBy: { id: 42, fullName: 'Ada Lovelace' },
    createdAt: '2026-01-02T15:00:00.000Z',
    updatedAt: '2026-01-02T15:00:00.000Z',
    version: 2,
    vendors: [
      {
        vendorId: 301,
        companyName: 'Acme Roads',
        isActive: true,
        fromAward: true,
        addedAt: '2026-01-02T15:00:00.000Z',
      },
    ],
    canEdit: true,
    allowedActions: ['close', 'cancel'],
    ...overrides,
  };
}

/** The contract as the server answers it: in the envelope, alone. */
export const contractAnswer = (contract: Contract) => ({ body: envelope('contract', [contract]) });

export function purchaseOrderFixture(overrides: Partial<PurchaseOrder> = {}): PurchaseOrder {
  return {
    id: 901,
    contractId: 80,
    poTypeId: null,
    poTypeName: null,
    amount: 600,
    date: '2026-02-01',
    poNumber: 'PO-1',
    note: '',
    contingencyUsed: 0,
    createdAt: '2026-02-01T15:00:00.000Z',
    ...overrides,
  };
}

/** The orders with the totals the contract package computes, as GET .../PurchaseOrders answers them. */
export function purchaseOrderList(contract: Contract, orders: PurchaseOrder[]): PurchaseOrderList {
  return { orders, totals: purchaseOrderTotals(contract, orders) };
}

/** Renders a Contract page inside its area (which loads the contract), as the project shell would. */
export function renderContractPage(project: Project, page: ReactNode) {
  return renderBuildPage(<ContractArea project={project}>{page}</ContractArea>);
}
