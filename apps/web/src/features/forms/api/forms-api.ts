import {
  type SaveTenderTable,
  type TableType,
  type TaxType,
  type TenderTable,
  type TenderTableForm,
  taxTypeSchema,
  tenderTableCellSchema,
  tenderTableColumnSchema,
  tenderTableFormSchema,
  tenderTableRowSchema,
  tenderTableSchema,
} from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, parseAnswer, readList, readOne } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The forms (tender tables) of a source (001 §7 TenderTables; decisions 80 and 83). A form loads in
 * four calls (header, columns, rows, cells) and saves whole in one. Loads and saves show their
 * failures in place, so none of them notifies.
 */

export type NodeRef = { customerId: number; nodeId: number };
const inPlace = { notifyOnError: false } as const;
const base = (node: NodeRef) => nodeBase(node.customerId, node.nodeId);

/** A list answer's values, checked against the contract's schema of one item. */
function listOf<T>(body: unknown, name: string, schema: { array(): SafeParser<T[]> }): T[] {
  return parseAnswer(schema.array(), readList<unknown>(body, name).values);
}
type SafeParser<T> = Parameters<typeof parseAnswer<T>>[0];

/** The live forms of a source, optionally of one section, in their order. */
export async function fetchTenderTables(
  node: NodeRef,
  tenderId: number,
  tableType?: TableType,
  signal?: AbortSignal,
): Promise<TenderTable[]> {
  const body = await apiRequest<unknown>(`${base(node)}/TenderTables`, {
    query: { tenderId, tableType },
    signal,
    ...inPlace,
  });
  return listOf(body, 'tenderTables', tenderTableSchema)
    .filter((table) => !table.deleted)
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

/** One form whole: its header, then its columns, rows and cells in parallel. */
export async function fetchTenderTableForm(
  node: NodeRef,
  id: number,
  signal?: AbortSignal,
): Promise<TenderTableForm> {
  const options = { signal, ...inPlace };
  const [tableBody, columnsBody, rowsBody, cellsBody] = await Promise.all([
    apiRequest<unknown>(`${base(node)}/TenderTables`, { query: { tenderTableId: id }, ...options }),
    apiRequest<unknown>(`${base(node)}/TenderTableColumns/${id}`, options),
    apiRequest<unknown>(`${base(node)}/TenderTableRows/${id}`, options),
    apiRequest<unknown>(`${base(node)}/TenderTableRowColumns/${id}`, options),
  ]);
  const [table] = listOf(tableBody, 'tenderTables', tenderTableSchema);
  if (!table) throw new ApiError(404, [i18n.t('formNotFound')]);
  return {
    table,
    columns: listOf(columnsBody, 'tenderTableColumns', tenderTableColumnSchema),
    rows: listOf(rowsBody, 'tenderTableRows', tenderTableRowSchema),
    cells: listOf(cellsBody, 'tenderTableRowColumns', tenderTableCellSchema),
  };
}

/** PUT /TenderTables: answers the saved form with its real ids, bare or in the 'tenderTableForm' envelope. */
export async function saveTenderTable(node: NodeRef, body: SaveTenderTable): Promise<TenderTableForm> {
  const answer = await apiRequest<unknown>(`${base(node)}/TenderTables`, { method: 'PUT', body, ...inPlace });
  const form = readOne(tenderTableFormSchema, answer, 'tenderTableForm');
  if (!form) throw new ApiError(0, [i18n.t('unknownError')]);
  return form;
}

/** The tax types this source's forms may use (ShoppingCart/Tax?tenderId). */
export async function fetchSourceTaxes(
  node: NodeRef,
  tenderId: number,
  signal?: AbortSignal,
): Promise<TaxType[]> {
  const body = await apiRequest<unknown>(`${base(node)}/ShoppingCart/Tax`, {
    query: { tenderId },
    signal,
    ...inPlace,
  });
  return listOf(body, 'taxes', taxTypeSchema);
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
