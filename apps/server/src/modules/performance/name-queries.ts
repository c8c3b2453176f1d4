import { and, eq, ne, sql } from 'drizzle-orm';
import { performanceAssessmentGroups, performanceTemplates } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/tenancy.ts';

/** SQL of the names of templates and assessment groups, unique per node ignoring case. */

const tables = { template: performanceTemplates, group: performanceAssessmentGroups } as const;

/** Whether another row of the node has this name, ignoring case as the unique index does. */
export async function nameTakenOnNode(
  tx: Tx,
  kind: keyof typeof tables,
  place: { customerId: number; nodeId: number },
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const table = tables[kind];
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.customerId, place.customerId),
        eq(table.nodeId, place.nodeId),
        sql`lower(${table.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(table.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
