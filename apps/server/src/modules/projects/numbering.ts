import { formatProjectNumber } from '@procura/contract';
import { and, eq, sql } from 'drizzle-orm';
import { nodes, projects } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tenancy.ts';

export type TenderNode = typeof nodes.$inferSelect;

/** The tender node projects live on; a customer node or an unknown id is refused. */
export async function findTenderNode(tx: Tx, customerId: number, nodeId: number): Promise<TenderNode> {
  const [node] = await tx
    .select()
    .from(nodes)
    .where(and(eq(nodes.customerId, customerId), eq(nodes.id, nodeId), eq(nodes.kind, 'tender')));
  if (!node) throw badRequest('invalidNodeId');
  return node;
}

/** Whether another project of the agency (templates aside) already has `number`, case-insensitively. */
export async function numberTaken(tx: Tx, customerId: number, number: string, exceptId: number | null) {
  const rows = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.customerId, customerId),
        sql`lower(${projects.number}) = ${number.toLowerCase()}`,
        sql`${projects.type} <> 'TEMPLATE'`,
      ),
    );
  return rows.some((row) => row.id !== exceptId);
}

/**
 * The project number to use: the one typed, or, when empty, the next one the control panel's
 * settings generate (prefix and zero padding). The node row is locked while its counter moves, so
 * two buyers creating at once never get the same number; numbers already taken by hand are skipped.
 */
export async function assignProjectNumber(
  tx: Tx,
  customerId: number,
  nodeId: number,
  typed: string | undefined,
  isTemplate: boolean,
): Promise<string> {
  const wanted = (typed ?? '').trim();
  if (wanted !== '') {
    if (!isTemplate && (await numberTaken(tx, customerId, wanted, null))) {
      throw badRequest({ key: 'projectNumberTaken', params: { field: 'number' } });
    }
    return wanted;
  }
  if (isTemplate) return '';
  const [node] = await tx
    .select()
    .from(nodes)
    .where(and(eq(nodes.customerId, customerId), eq(nodes.id, nodeId)))
    .for('update');
  if (!node) throw badRequest('invalidNodeId');
  if (!node.autoGenerateProjectNumber) {
    throw badRequest({ key: 'projectNumberRequired', params: { field: 'number' } });
  }
  for (let next = node.nextProjectNumber, tries = 0; tries < 10_000; next++, tries++) {
    const candidate = formatProjectNumber(node, next);
    if (!(await numberTaken(tx, customerId, candidate, null))) {
      await tx
        .update(nodes)
        .set({ nextProjectNumber: next + 1 })
        .where(and(eq(nodes.customerId, customerId), eq(nodes.id, nodeId)));
      return candidate;
    }
  }
  throw new AppError(409, 'projectNumberTaken');
}
