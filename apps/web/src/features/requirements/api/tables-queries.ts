import {
  type TableSearchHit,
  type TableSummary,
  type TableType,
  type TenderTable,
  tablesEndpoints,
} from '@procura/contract';
import { callEndpoint, pageOf } from '../../../platform/api/endpoint-call.ts';
import type { NodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The forms of a source as its requirement sections list them (…/TenderTables, 001 §7): listing,
 * deleting, ordering, copying and the prices summary. The form itself is edited in features/forms.
 */

const inPlace = { notifyOnError: false } as const;

/** The live forms of a source in their order; of one section when `tableType` is given. */
export async function fetchTables(
  node: NodeRef,
  tenderId: number,
  tableType?: TableType,
  signal?: AbortSignal,
): Promise<TenderTable[]> {
  const answer = await callEndpoint(
    tablesEndpoints.list,
    { params: node, query: { tenderId, tableType } },
    { signal, ...inPlace },
  );
  return pageOf(answer).values;
}

/** Deletes forms; the server takes their ids comma-joined (001 §7). */
export async function deleteTables(node: NodeRef, ids: readonly number[]): Promise<void> {
  await callEndpoint(tablesEndpoints.remove, { params: node, query: { tenderTableId: ids.join(',') } });
}

export async function reorderTables(node: NodeRef, tenderId: number, ids: number[]): Promise<void> {
  await callEndpoint(tablesEndpoints.reorder, { params: node, body: { tenderId, ids } });
}

/** Copies form `id` of another source into `tenderId`, its buyer's values too when `includeData`. */
export async function copyTable(
  node: NodeRef,
  id: number,
  tenderId: number,
  includeData: boolean,
): Promise<void> {
  await callEndpoint(
    tablesEndpoints.copy,
    { params: { ...node, id }, query: { tenderId, includeData: String(includeData) } },
    inPlace,
  );
}

/** Copies every form of the source `fromTenderId` into `tenderId`. */
export async function copyAllTables(node: NodeRef, tenderId: number, fromTenderId: number): Promise<void> {
  await callEndpoint(
    tablesEndpoints.copyAll,
    { params: node, query: { tenderId, tenderToCopyTablesId: fromTenderId } },
    inPlace,
  );
}

/** Forms of the agency's other sources (not `tenderId`) whose name matches `keywords`, of one section. */
export async function searchTables(
  node: NodeRef,
  search: { keywords: string; type: TableType; tenderId: number },
  signal?: AbortSignal,
): Promise<TableSearchHit[]> {
  const answer = await callEndpoint(
    tablesEndpoints.search,
    { params: node, query: search },
    { signal, ...inPlace },
  );
  return pageOf(answer).values;
}

export async function fetchSummary(
  node: NodeRef,
  tenderId: number,
  signal?: AbortSignal,
): Promise<TableSummary> {
  return callEndpoint(tablesEndpoints.summary, { params: node, query: { tenderId } }, { signal, ...inPlace });
}
