import {
  type SaveTenderTable,
  type TableType,
  type TaxType,
  type TenderTable,
  type TenderTableForm,
  tablesEndpoints,
  taxesEndpoints,
} from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../platform/api/client.ts';
import { callEndpoint, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The forms (tender tables) of a source (001 §7 TenderTables; decisions 80 and 83). A form loads in
 * four calls (header, columns, rows, cells) and saves whole in one. Loads and saves show their
 * failures in place, so none of them notifies.
 */

const inPlace = { notifyOnError: false } as const;

/** The live forms of a source, optionally of one section, in their order. */
export async function fetchTenderTables(
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
  return pageOf(answer)
    .values.filter((table) => !table.deleted)
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

/** One form whole: its header, then its columns, rows and cells in parallel. */
export async function fetchTenderTableForm(
  node: NodeRef,
  id: number,
  signal?: AbortSignal,
): Promise<TenderTableForm> {
  const options = { signal, ...inPlace };
  const params = { ...node, id };
  const [tableAnswer, columnsAnswer, rowsAnswer, cellsAnswer] = await Promise.all([
    callEndpoint(tablesEndpoints.list, { params: node, query: { tenderTableId: id } }, options),
    callEndpoint(tablesEndpoints.columns, { params }, options),
    callEndpoint(tablesEndpoints.rows, { params }, options),
    callEndpoint(tablesEndpoints.cells, { params }, options),
  ]);
  const table = firstOf(tableAnswer);
  if (!table) throw new ApiError(404, [i18n.t('formNotFound')]);
  return {
    table,
    columns: pageOf(columnsAnswer).values,
    rows: pageOf(rowsAnswer).values,
    cells: pageOf(cellsAnswer).values,
  };
}

/** PUT /TenderTables: answers the saved form with its real ids. */
export async function saveTenderTable(node: NodeRef, body: SaveTenderTable): Promise<TenderTableForm> {
  return callEndpoint(tablesEndpoints.save, { params: node, body }, inPlace);
}

/** The tax types this source's forms may use (ShoppingCart/Tax?tenderId). */
export async function fetchSourceTaxes(
  node: NodeRef,
  tenderId: number,
  signal?: AbortSignal,
): Promise<TaxType[]> {
  const answer = await callEndpoint(
    taxesEndpoints.ofTender,
    { params: node, query: { tenderId } },
    { signal, ...inPlace },
  );
  return pageOf(answer).values;
}
export const formKeys = {
  all: (node: NodeRef) => ['forms', node.customerId, node.nodeId] as const,
  /** Every list of a source's forms, whatever the section: the prefix a save invalidates. */
  tender: (node: NodeRef, tenderId: number) =>
    ['forms', node.customerId, node.nodeId, 'tender', tenderId] as const,
  ofTender: (node: NodeRef, tenderId: number, tableType?: TableType) =>
    [...formKeys.tender(node, tenderId), tableType ?? 'all'] as const,
  form: (node: NodeRef, id: number) => ['forms', node.customerId, node.nodeId, 'form', id] as const,
  taxes: (node: NodeRef, tenderId: number) =>
    ['forms', node.customerId, node.nodeId, 'taxes', tenderId] as const,
};

/** The forms of a source (for the requirement pages' lists). */
export function useTenderTables(tenderId: number, tableType?: TableType) {
  const node = useNodeRef();
  return useQuery({
    queryKey: formKeys.ofTender(node, tenderId, tableType),
    queryFn: ({ signal }) => fetchTenderTables(node, tenderId, tableType, signal),
  });
}

export function useTenderTableForm(id: number | null) {
  const node = useNodeRef();
  return useQuery({
    queryKey: formKeys.form(node, id ?? 0),
    queryFn: ({ signal }) => fetchTenderTableForm(node, id ?? 0, signal),
    enabled: id !== null,
    // The editor holds the draft; a background refetch must not replace what the buyer is typing.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useSourceTaxes(tenderId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: formKeys.taxes(node, tenderId),
    queryFn: ({ signal }) => fetchSourceTaxes(node, tenderId, signal),
  });
}
