import type { SaveTaxType, TaxType } from '@procura/contract';
import { apiRequest, readList } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import type { NodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The agency's tax types (001 §7 ShoppingCart/Taxes), offered to forms that compute taxes. Adding
 * and editing show refusals in place; deleting keeps the client's notification (taxInUse).
 */
export type { SaveTaxType, TaxType };

const path = (node: NodeRef) => `${nodeBase(node.customerId, node.nodeId)}/ShoppingCart/Taxes`;

export async function fetchTaxTypes(node: NodeRef, signal?: AbortSignal): Promise<TaxType[]> {
  const body = await apiRequest<unknown>(path(node), { signal, notifyOnError: false });
  return readList<TaxType>(body, 'taxes').values;
}

/** Adds (no id) or changes (with id) a tax type, sent whole. */
export async function saveTaxType(node: NodeRef, tax: SaveTaxType): Promise<void> {
  await apiRequest<unknown>(path(node), {
    method: tax.id === undefined ? 'POST' : 'PUT',
    body: tax,
    notifyOnError: false,
  });
}

export async function deleteTaxType(node: NodeRef, id: number): Promise<void> {
  await apiRequest<unknown>(path(node), { method: 'DELETE', query: { id } });
}
