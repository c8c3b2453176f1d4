import { completedStatuses } from '@procura/contract';
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { contractVendors, performanceEvaluations, vendors } from '../../db/schema/index.ts';
import { tenantJoin } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * SQL of a supplier's results (000 §3 Performance results): its evaluations across the agency,
 * the completed ones with their stored percent, rating and ranges (kept current by the
 * evaluations' workflow), and a contract's suppliers with their evaluations on it.
 */

const resultColumns = {
  id: performanceEvaluations.id,
  vendorId: performanceEvaluations.vendorId,
  status: performanceEvaluations.status,
  percent: performanceEvaluations.percent,
  rating: performanceEvaluations.rating,
  ranges: performanceEvaluations.ranges,
  completedOn: performanceEvaluations.completedOn,
  evaluationDate: performanceEvaluations.evaluationDate,
};

export type ResultRow = {
  [K in keyof typeof resultColumns]: (typeof performanceEvaluations.$inferSelect)[K];
};

/** How many evaluations the agency has made of the supplier, whatever their status. */
export async function countVendorEvaluations(tx: Tx, customerId: number, vendorId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(performanceEvaluations)
    .where(
      and(eq(performanceEvaluations.customerId, customerId), eq(performanceEvaluations.vendorId, vendorId)),
    );
  return row?.value ?? 0;
}

/** The supplier's completed evaluations that have a result (a percent and the day they completed). */
export async function findCompletedResults(
  tx: Tx,
  customerId: number,
  vendorId: number,
): Promise<ResultRow[]> {
  return tx
    .select(resultColumns)
    .from(performanceEvaluations)
    .where(
      and(
        eq(performanceEvaluations.customerId, customerId),
        eq(performanceEvaluations.vendorId, vendorId),
        inArray(performanceEvaluations.status, [...completedStatuses]),
        isNotNull(performanceEvaluations.percent),
        isNotNull(performanceEvaluations.completedOn),
      ),
    );
}

/** Every evaluation made on the contract (of any of its suppliers). */
export async function findContractResults(
  tx: Tx,
  customerId: number,
  contractId: number,
): Promise<ResultRow[]> {
  return tx
    .select(resultColumns)
    .from(performanceEvaluations)
    .where(
      and(
        eq(performanceEvaluations.customerId, customerId),
        eq(performanceEvaluations.contractId, contractId),
      ),
    );
}

/** The suppliers on the contract, active or not, by company name. */
export async function findContractSuppliers(tx: Tx, customerId: number, contractId: number) {
  return tx
    .select({
      vendorId: contractVendors.vendorId,
      companyName: vendors.companyName,
      isActive: contractVendors.isActive,
    })
    .from(contractVendors)
    .innerJoin(vendors, tenantJoin(vendors.id, contractVendors.vendorId))
    .where(and(eq(contractVendors.customerId, customerId), eq(contractVendors.contractId, contractId)))
    .orderBy(sql`lower(${vendors.companyName})`, asc(contractVendors.vendorId));
}
