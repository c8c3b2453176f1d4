import { and, desc, eq } from 'drizzle-orm';
import { contracts, contractVendors, projects, tenders } from '../../db/schema/index.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { SupplierContext } from '../../platform/supplier-session.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** What the supplier's portal reads of its contracts (issue 9 §2). */

/**
 * The contracts of the supplier's node it is active on (or the one `contractId`), with their
 * project's name, the last started first.
 */
export async function findSupplierContracts(tx: Tx, supplier: SupplierContext, contractId?: number) {
  return tx
    .select({ contract: contracts, projectName: projects.name })
    .from(contractVendors)
    .innerJoin(contracts, tenantJoin(contracts.id, contractVendors.contractId))
    .innerJoin(projects, tenantJoin(projects.id, contracts.projectId))
    .where(
      and(
        eq(contractVendors.customerId, supplier.customerId),
        eq(contractVendors.vendorId, supplier.vendorId),
        eq(contractVendors.isActive, true),
        eq(projects.nodeId, supplier.tenderNodeId),
        contractId === undefined ? undefined : eq(contracts.id, contractId),
      ),
    )
    .orderBy(desc(contracts.startedAt), desc(contracts.id));
}

/** The id of the project's tender, where its files are kept. */
export async function findProjectTenderId(tx: Tx, customerId: number, projectId: number) {
  const [row] = await tx
    .select({ id: tenders.id })
    .from(tenders)
    .where(and(eq(tenders.customerId, customerId), eq(tenders.projectId, projectId)));
  return row?.id;
}
