import {
  type TableSearchHit,
  type TableSummary,
  type TableType,
  type TenderTable,
  tableSummarySchema,
} from '@procura/contract';
import { apiRequest, readList } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import { readSingle } from './read-single.ts';
import type { NodeRef } from './requirements-api.ts';

/**
 * The forms of a source as its requirement sections list them (…/TenderTables, 001 §7): listing,
 * deleting, ordering, copying and the prices summary. The form itself is edited in features/forms.
 */

const path = (node: NodeRef, rest = '') => `${nodeBase(node.customerId, node.nodeId)}/TenderTables${rest}`;
const inPlace = { notifyOnError: false } as const;

/** The live forms of a source in their order; of one section when `tableType` is given. */
export async function fetchTables(
  node: NodeRef,
  tenderId: number,
  tableType?: TableType,
  signal?: AbortSignal,
): Promise<TenderTable[]> {
  const body = await apiRequest<unknown>(path(node), { query: { tenderId, tableType }, signal, ...inPlace });
  return readList<TenderTable>(body, 'tenderTables').values;
}

/** Deletes forms; the server takes their ids comma-joined (001 §7). */
export async function deleteTables(node: NodeRef, ids: readonly number[]): Promise<void> {
  await apiRequest<unknown>(path(node), { method: 'DELETE', query: { tenderTableId: ids.join(',') } });
}

export async function reorderTables(node: NodeRef, tenderId: number, ids: number[]): Promise<void> {
  await apiRequest<unknown>(path(node, '/SortOrder'), { method: 'PUT', body: { tenderId, ids } });
}

/** Copies form `id` of another source into `tenderId`, its buyer's values too when `includeData`. */
export async function copyTable(
  node: NodeRef,
  id: number,
  tenderId: number,
  includeData: boolean,
): Promise<void> {
  await apiRequest<unknown>(path(node, `/Copy/${id}`), {
    method: 'POST',
    query: { tenderId, includeData },
    ...inPlace,
  });
}

/** Copies every form of the source `fromTenderId` into `tenderId`. */
export async function copyAllTables(node: NodeRef, tenderId: number, fromTenderId: number): Promise<void> {
  await apiRequest<unknown>(path(node, '/CopyAll'), {
    method: 'POST',
    query: { tenderId, tenderToCopyTablesId: fromTenderId },
    ...inPlace,
  });
}

/** Forms of the agency's other sources (not `tenderId`) whose name matches `keywords`, of one section. */
export async function searchTables(
  node: NodeRef,
  search: { keywords: string; type: TableType; tenderId: number },
  signal?: AbortSignal,
): Promise<TableSearchHit[]> {
  const body = await apiRequest<unknown>(path(node, '/Search'), {
    query: search,
    signal,
    ...inPlace,
  });
  return readList<TableSearchHit>(body, 'tenderTables').values;
}

export async function fetchSummary(
  node: NodeRef,
  tenderId: number,
  signal?: AbortSignal,
): Promise<TableSummary> {
  const body = await apiRequest<unknown>(path(node, '/Summary'), { query: { tenderId }, signal, ...inPlace });
  return readSingle(tableSummarySchema, body);
}
