import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  awards,
  contractOptionTerms,
  contractPurchaseOrders,
  contracts,
  contractVendors,
  projects,
  submissions,
  users,
  vendors,
} from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { escapeLike, tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Actor, Tx } from '../../platform/tenancy.ts';

export type ContractRow = typeof contracts.$inferSelect;
export type OptionTermRow = typeof contractOptionTerms.$inferSelect;
type ContractValues = Partial<typeof contracts.$inferInsert>;

export const contractNotFound = () => new AppError(404, 'invalidContractId');

/**
 * The contract `contractId` of the actor's agency and tender node, or 404 (the same answer for
 * another agency's id as for a missing one). `forUpdate` locks it for the rest of the transaction.
 */
export async function findContract(
  tx: Tx,
  actor: Actor,
  contractId: number,
  options: { forUpdate?: boolean } = {},
): Promise<ContractRow> {
  const query = tx
    .select({ contract: contracts })
    .from(contracts)
    .innerJoin(projects, tenantJoin(projects.id, contracts.projectId))
    .where(
      and(
        eq(contracts.customerId, actor.customerId),
        eq(contracts.id, contractId),
        eq(projects.nodeId, actor.nodeId),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update', { of: contracts }) : await query;
  if (!row) throw contractNotFound();
  return row.contract;
}

/** The project's contract, if it has one (the project itself is checked by the caller). */
export async function findContractOfProject(tx: Tx, customerId: number, projectId: number) {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.customerId, customerId), eq(contracts.projectId, projectId)));
  return row;
}

/**
 * Registers the contract for supplier performance (its contract performance part on): the
 * performance area does so when it makes an evaluation of the contract, so the dashboard counts it
 * (decision 360). The version moves, as for any change of the contract.
 */
export async function registerContractPerformance(tx: Tx, customerId: number, contractId: number) {
  await tx
    .update(contracts)
    .set({ hasContractPerformance: true, version: sql`${contracts.version} + 1` })
    .where(
      and(
        eq(contracts.customerId, customerId),
        eq(contracts.id, contractId),
        eq(contracts.hasContractPerformance, false),
      ),
    );
}

/** A new contract's row. */
export async function insertContract(tx: Tx, values: typeof contracts.$inferInsert) {
  const [row] = await tx.insert(contracts).values(values).returning();
  return row;
}

/** Changes the contract's columns; answers its row as saved. */
export async function updateContractRow(tx: Tx, row: ContractRow, values: ContractValues) {
  const [saved] = await tx
    .update(contracts)
    .set(values)
    .where(tenantRow(contracts.id, row.customerId, row.id))
    .returning();
  return saved;
}

/** The project enters its Contract phase (Start Contract), with its type and version as given. */
export async function enterContractPhase(
  tx: Tx,
  project: { customerId: number; id: number },
  values: Pick<typeof projects.$inferInsert, 'type' | 'version' | 'updatedAt'>,
) {
  await tx
    .update(projects)
    .set({ phase: 'Contract', ...values })
    .where(tenantRow(projects.id, project.customerId, project.id));
}

export async function findOptionTerms(tx: Tx, customerId: number, contractId: number) {
  return tx
    .select()
    .from(contractOptionTerms)
    .where(
      and(eq(contractOptionTerms.customerId, customerId), eq(contractOptionTerms.contractId, contractId)),
    )
    .orderBy(asc(contractOptionTerms.sortOrder), asc(contractOptionTerms.id));
}

export async function deleteOptionTerms(tx: Tx, customerId: number, contractId: number) {
  await tx
    .delete(contractOptionTerms)
    .where(
      and(eq(contractOptionTerms.customerId, customerId), eq(contractOptionTerms.contractId, contractId)),
    );
}

export async function insertOptionTerms(tx: Tx, values: (typeof contractOptionTerms.$inferInsert)[]) {
  await tx.insert(contractOptionTerms).values(values);
}

/** The contract's suppliers with their company names, in the order they joined. */
export async function findContractVendors(tx: Tx, customerId: number, contractId: number) {
  return tx
    .select({
      vendorId: contractVendors.vendorId,
      companyName: vendors.companyName,
      isActive: contractVendors.isActive,
      fromAward: contractVendors.fromAward,
      addedAt: contractVendors.addedAt,
    })
    .from(contractVendors)
    .innerJoin(vendors, tenantJoin(vendors.id, contractVendors.vendorId))
    .where(and(eq(contractVendors.customerId, customerId), eq(contractVendors.contractId, contractId)))
    .orderBy(asc(contractVendors.addedAt), asc(vendors.companyName));
}

export async function findContractVendor(tx: Tx, customerId: number, contractId: number, vendorId: number) {
  const [row] = await tx
    .select()
    .from(contractVendors)
    .where(
      and(
        eq(contractVendors.customerId, customerId),
        eq(contractVendors.contractId, contractId),
        eq(contractVendors.vendorId, vendorId),
      ),
    );
  return row;
}

export async function insertContractVendor(tx: Tx, values: typeof contractVendors.$inferInsert) {
  await tx.insert(contractVendors).values(values);
}

/** Adds the supplier to the contract unless it is on it already. */
export async function insertContractVendorIfAbsent(tx: Tx, values: typeof contractVendors.$inferInsert) {
  await tx.insert(contractVendors).values(values).onConflictDoNothing();
}

/** Takes the supplier off the contract; answers whether it was on it. */
export async function deleteContractVendor(tx: Tx, customerId: number, contractId: number, vendorId: number) {
  const removed = await tx
    .delete(contractVendors)
    .where(
      and(
        eq(contractVendors.customerId, customerId),
        eq(contractVendors.contractId, contractId),
        eq(contractVendors.vendorId, vendorId),
      ),
    )
    .returning({ vendorId: contractVendors.vendorId });
  return removed.length > 0;
}

/** Activates or deactivates the supplier on the contract; answers whether it is on it. */
export async function setContractVendorActive(
  tx: Tx,
  customerId: number,
  contractId: number,
  vendorId: number,
  isActive: boolean,
) {
  const changed = await tx
    .update(contractVendors)
    .set({ isActive })
    .where(
      and(
        eq(contractVendors.customerId, customerId),
        eq(contractVendors.contractId, contractId),
        eq(contractVendors.vendorId, vendorId),
      ),
    )
    .returning({ vendorId: contractVendors.vendorId });
  return changed.length > 0;
}

/** A supplier company of the agency that may join a contract: not deleted. */
export async function findUsableVendor(tx: Tx, customerId: number, vendorId: number) {
  const [row] = await tx
    .select({ id: vendors.id, companyName: vendors.companyName })
    .from(vendors)
    .where(and(eq(vendors.customerId, customerId), eq(vendors.id, vendorId), eq(vendors.isDeleted, false)));
  return row;
}

/** The companies awarded on a source that are registered suppliers, and the award's figures. */
export async function findAwardFacts(tx: Tx, customerId: number, tenderId: number) {
  const rows = await tx
    .select({
      vendorId: submissions.vendorId,
      awardAmount: awards.awardAmount,
      awardDate: awards.awardDate,
      contractNumber: awards.contractNumber,
    })
    .from(awards)
    .innerJoin(submissions, tenantJoin(submissions.id, awards.submissionId))
    .where(and(eq(awards.customerId, customerId), eq(awards.tenderId, tenderId)))
    .orderBy(asc(awards.id));
  return rows;
}

export async function insertVendors(
  tx: Tx,
  customerId: number,
  contractId: number,
  vendorIds: readonly number[],
  fromAward: boolean,
  now: Date,
) {
  if (vendorIds.length === 0) return;
  await tx
    .insert(contractVendors)
    .values(vendorIds.map((vendorId) => ({ customerId, contractId, vendorId, fromAward, addedAt: now })))
    .onConflictDoNothing();
}

export async function userName(tx: Tx, customerId: number, userId: number | null) {
  if (userId === null) return null;
  const [row] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(tenantRow(users.id, customerId, userId));
  return row ? { id: row.id, fullName: `${row.firstName} ${row.lastName}`.trim() } : null;
}

/** Of these supplier ids, the agency's suppliers that are not deleted (each once). */
export async function usableVendorIds(tx: Tx, customerId: number, ids: readonly (number | null)[]) {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return [];
  const rows = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(
      and(eq(vendors.customerId, customerId), inArray(vendors.id, wanted), eq(vendors.isDeleted, false)),
    );
  return [...new Set(rows.map((r) => r.id))];
}

/** Whether a purchase order is filed under this ContractPOTypes entry (001 §8: it may not be deleted then). */
export async function isPoTypeUsed(tx: Tx, customerId: number, poTypeId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: contractPurchaseOrders.id })
    .from(contractPurchaseOrders)
    .where(
      and(eq(contractPurchaseOrders.customerId, customerId), eq(contractPurchaseOrders.poTypeId, poTypeId)),
    )
    .limit(1);
  return row !== undefined;
}

/** Suppliers of the agency whose name holds `search`, by name: the add-supplier picker. */
export async function lookupVendors(tx: Tx, customerId: number, search: string, limit: number) {
  const pattern = `%${escapeLike(search.toLowerCase())}%`;
  return tx
    .select({ vendorId: vendors.id, companyName: vendors.companyName, city: vendors.city })
    .from(vendors)
    .where(
      and(
        eq(vendors.customerId, customerId),
        eq(vendors.isDeleted, false),
        sql`lower(${vendors.companyName}) like ${pattern}`,
      ),
    )
    .orderBy(asc(vendors.companyName), asc(vendors.id))
    .limit(limit);
}
