import { formatProjectNumber } from '@procura/contract';
import { AppError, badRequest } from '../../platform/errors.ts';
import type { Tx } from '../../platform/tenancy.ts';
import {
  findProjectIdsNumbered,
  findTenderNodeRow,
  lockNode,
  type NodeRow,
  setNextProjectNumber,
} from './queries.ts';

/** The tender node projects live on; a customer node or an unknown id is refused. */
export async function findTenderNode(tx: Tx, customerId: number, nodeId: number): Promise<NodeRow> {
  const node = await findTenderNodeRow(tx, customerId, nodeId);
  if (!node) throw badRequest('invalidNodeId');
  return node;
}

/** Whether another project of the agency (templates aside) already has `number`, case-insensitively. */
export async function numberTaken(tx: Tx, customerId: number, number: string, exceptId: number | null) {
  const rows = await findProjectIdsNumbered(tx, customerId, number);
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
  const node = await lockNode(tx, customerId, nodeId);
  if (!node) throw badRequest('invalidNodeId');
  if (!node.autoGenerateProjectNumber) {
    throw badRequest({ key: 'projectNumberRequired', params: { field: 'number' } });
  }
  for (let next = node.nextProjectNumber, tries = 0; tries < 10_000; next++, tries++) {
    const candidate = formatProjectNumber(node, next);
    if (!(await numberTaken(tx, customerId, candidate, null))) {
      await setNextProjectNumber(tx, customerId, nodeId, next + 1);
      return candidate;
    }
  }
  throw new AppError(409, 'projectNumberTaken');
}
