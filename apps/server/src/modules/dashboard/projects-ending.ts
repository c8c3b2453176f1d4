import { contractStatusOn, type ProjectEnding } from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { type Actor, inTenant, type Tx } from '../../platform/tenancy.ts';
import { agencyDay } from './dates.ts';
import {
  countEnding,
  findActiveVendorNames,
  findEndingPage,
  type ProjectsEndingQuery,
} from './ending-queries.ts';

/*
 * The overview's ending tab (001 §3 Project ending): the node's projects whose active contract's
 * term ends before today + N days, the ones already ended included (the web's range 0 shows them).
 */

/** The active suppliers' company names of each contract, by name. */
async function vendorNames(tx: Tx, customerId: number, contractIds: number[]) {
  const names = new Map<number, string[]>();
  if (contractIds.length === 0) return names;
  const rows = await findActiveVendorNames(tx, customerId, contractIds);
  for (const row of rows) names.set(row.contractId, [...(names.get(row.contractId) ?? []), row.companyName]);
  return names;
}

/** GET Dashboard/ProjectsEnding: by the earliest contract end, then project id; paged. */
export async function projectsEnding(
  ctx: AppContext,
  actor: Actor,
  query: ProjectsEndingQuery,
): Promise<{ values: ProjectEnding[]; total: number }> {
  return inTenant(ctx.db, actor.customerId, async (tx) => {
    const { today } = await agencyDay(tx, actor.customerId, ctx.clock.now());
    const rows = await findEndingPage(tx, actor, query, today);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && query.start > 0) total = await countEnding(tx, actor, query, today);

    const vendorsOf = await vendorNames(
      tx,
      actor.customerId,
      rows.map((r) => r.contract.id),
    );
    const values = rows.map(
      (r): ProjectEnding => ({
        id: r.project.id,
        name: r.project.name,
        number: r.project.number,
        projectLead:
          r.leadFirstName === null ? null : `${r.leadFirstName} ${r.leadLastName ?? ''}`.trim() || null,
        contracts: [
          {
            id: r.contract.id,
            isTerm: r.contract.isTerm,
            // Contracts keep no categories (the agency's category list is not linked to them).
            contractCategories: [],
            vendors: vendorsOf.get(r.contract.id) ?? [],
            // The requisitioning department is the project's.
            requisitioners: r.department === null ? [] : [r.department],
            dateClosing: r.contract.termEnd,
            status: contractStatusOn(
              r.contract.status,
              {
                termEnd: r.contract.termEnd,
                warrantyEnd: r.contract.hasWarrantyPeriod ? r.contract.warrantyEnd : null,
              },
              today,
            ),
          },
        ],
      }),
    );
    return { values, total };
  });
}
