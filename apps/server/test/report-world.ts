import { and, asc, eq } from 'drizzle-orm';
import {
  contractOptionTerms,
  contractPurchaseOrders,
  contracts,
  contractVendors,
  nodes,
  projectUsers,
} from '../src/db/schema/index.ts';
import { collectRows, type ReportRow, type ReportScope } from '../src/modules/reports/paging.ts';
import type { ReportRowSource } from '../src/modules/reports/report-rows.ts';
import { asSystem, inTenant, type Tx } from '../src/platform/tenancy.ts';
import { insertTenderNode } from './dashboard-widgets.ts';
import type { TestApp } from './harness.ts';
import { insertProject } from './projects.ts';
import { type ContractSpec, type Place, projectName, type Supplier } from './report-expectations.ts';

export {
  columnsOf,
  contractOf,
  contractSpecs,
  documentSpecs,
  expectedRows,
  type Place,
  type Supplier,
  supplierPlaces,
  timeZone,
  today,
  vendorDocumentSpecs,
} from './report-expectations.ts';

/** Seeds the agency of report-expectations.ts: its projects, contracts, documents and suppliers. */
export type Ids = { customerId: number; nodeId: number };

export async function tenderNodeOf(t: TestApp, customerId: number): Promise<number> {
  const [node] = await asSystem(t.database.db, (tx) =>
    tx
      .select({ id: nodes.id })
      .from(nodes)
      .where(and(eq(nodes.customerId, customerId), eq(nodes.kind, 'tender')))
      .orderBy(asc(nodes.id))
      .limit(1),
  );
  if (!node) throw new Error('no tender node');
  return node.id;
}

/** Where the world's rows go: the demo agency's node, another node of it, and another agency's. */
export async function reportPlaces(t: TestApp): Promise<Record<Place, Ids>> {
  const customerId = t.seed.demoCustomerId;
  const northwind = t.seed.northwindCustomerId;
  return {
    here: { customerId, nodeId: await tenderNodeOf(t, customerId) },
    otherNode: { customerId, nodeId: await insertTenderNode(t, customerId, 'Other node') },
    otherAgency: { customerId: northwind, nodeId: await tenderNodeOf(t, northwind) },
  };
}

/** A report's rows read whole in the scope's agency, at a page size or the report's own. */
export const readReportRows = (
  t: TestApp,
  scope: ReportScope,
  source: ReportRowSource,
  pageSize?: number,
): Promise<ReportRow[]> =>
  inTenant(t.database.db, scope.customerId, (tx) =>
    collectRows(source(tx, scope, pageSize === undefined ? {} : { pageSize })),
  );

export const one = async <T>(rows: Promise<T[]>): Promise<T> => {
  const [row] = await rows;
  if (!row) throw new Error('row not inserted');
  return row;
};

export async function seedContract(
  t: TestApp,
  at: Ids,
  spec: ContractSpec,
  refs: { vendorIds: Map<Supplier, number>; departmentId: number; leadId: number; adminIds: number[] },
) {
  const { projectId } = await insertProject(t, at, {
    name: projectName(spec.number),
    number: spec.number,
    status: 'Awarded',
    departmentId: spec.withTeam ? refs.departmentId : null,
    projectLeadId: spec.withTeam ? refs.leadId : null,
  });
  return asSystem(t.database.db, (tx) => seedContractRows(tx, at, projectId, spec, refs));
}

export async function seedContractRows(
  tx: Tx,
  at: Ids,
  projectId: number,
  spec: ContractSpec,
  refs: { vendorIds: Map<Supplier, number>; adminIds: number[]; leadId: number },
) {
  const contract = await one(
    tx
      .insert(contracts)
      .values({
        customerId: at.customerId,
        projectId,
        name: `Contract ${spec.number}`,
        number: `K-${spec.number}`,
        internalNumber: `IN-${spec.number}`,
        status: spec.status,
        termEnd: spec.termEnd,
        initialTermStart: spec.initialTermStart ?? null,
        initialTermEnd: spec.initialTermEnd ?? null,
        hasOptionYears: spec.hasOptionYears ?? false,
        hasFirmPricingPeriod: spec.hasFirmPricing ?? false,
        firmPricingEnd: spec.firmPricingEnd ?? null,
        hasWarrantyPeriod: spec.hasWarranty ?? false,
        warrantyEnd: spec.warrantyEnd ?? null,
        substantialCompletionDate: spec.substantial ?? null,
        amount: spec.amount ?? null,
        contigencyAmount: spec.contingency ?? null,
        totalProjectValue: spec.totalProjectValue ?? null,
        isTerm: spec.isTerm ?? false,
      })
      .returning({ id: contracts.id }),
  );
  for (const [i, isTaken] of (spec.options ?? []).entries()) {
    await tx
      .insert(contractOptionTerms)
      .values({ customerId: at.customerId, contractId: contract.id, sortOrder: i, isTaken });
  }
  for (const order of spec.orders ?? []) {
    await tx.insert(contractPurchaseOrders).values({
      customerId: at.customerId,
      contractId: contract.id,
      date: '2026-02-01',
      poNumber: 'PO',
      ...order,
    });
  }
  for (const supplier of spec.suppliers ?? []) {
    await tx.insert(contractVendors).values({
      customerId: at.customerId,
      contractId: contract.id,
      vendorId: refs.vendorIds.get(supplier.name) ?? 0,
      isActive: supplier.active,
    });
  }
  if (spec.withTeam) {
    for (const userId of refs.adminIds) {
      await tx
        .insert(projectUsers)
        .values({ customerId: at.customerId, projectId, userId, roleId: 'contractAdministrator' });
    }
    // Another role on the team is not a contract administrator.
    await tx
      .insert(projectUsers)
      .values({ customerId: at.customerId, projectId, userId: refs.leadId, roleId: 'buyer' });
  }
  return contract.id;
}
