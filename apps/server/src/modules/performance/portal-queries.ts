import { supplierVisibleStatuses } from '@procura/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { contracts, performanceEvaluations } from '../../db/schema/index.ts';
import { tenantJoin, tenantRow } from '../../platform/query.ts';
import type { Tx } from '../../platform/tenancy.ts';

/**
 * SQL of the supplier's evaluations on the portal (issue 23 §2; decision 359): its own only, and
 * only from its review on. Any other evaluation, another supplier's included, is not found.
 */

const visible = (customerId: number, vendorId: number) =>
  and(
    eq(performanceEvaluations.customerId, customerId),
    eq(performanceEvaluations.vendorId, vendorId),
    inArray(performanceEvaluations.status, [...supplierVisibleStatuses]),
  );

/** The supplier's visible evaluations, latest evaluation date first, with their contract's name. */
export async function findSupplierEvaluations(tx: Tx, customerId: number, vendorId: number) {
  return tx
    .select({ evaluation: performanceEvaluations, contractName: contracts.name })
    .from(performanceEvaluations)
    .leftJoin(contracts, tenantJoin(contracts.id, performanceEvaluations.contractId))
    .where(visible(customerId, vendorId))
    .orderBy(desc(performanceEvaluations.evaluationDate), desc(performanceEvaluations.id));
}

/** The supplier's visible evaluation `id` (locked with `forUpdate`), with its contract's name. */
export async function findSupplierEvaluation(
  tx: Tx,
  supplier: { customerId: number; vendorId: number },
  id: number,
  forUpdate = false,
) {
  const query = tx
    .select({ evaluation: performanceEvaluations, contractName: contracts.name })
    .from(performanceEvaluations)
    .leftJoin(contracts, tenantJoin(contracts.id, performanceEvaluations.contractId))
    .where(
      and(
        visible(supplier.customerId, supplier.vendorId),
        tenantRow(performanceEvaluations.id, supplier.customerId, id),
      ),
    );
  const [row] = forUpdate ? await query.for('update', { of: performanceEvaluations }) : await query;
  return row;
}
