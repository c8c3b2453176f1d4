import { type SaveTaxType, type TaxType, taxesEndpoints } from '@procura/contract';
import { callEndpoint, pageOf } from '../../../platform/api/endpoint-call.ts';
import type { NodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The agency's tax types (001 §7 ShoppingCart/Taxes), offered to forms that compute taxes. Adding
 * and editing show refusals in place; deleting keeps the client's notification (taxInUse).
 */
export type { SaveTaxType, TaxType };

export async function fetchTaxTypes(node: NodeRef, signal?: AbortSignal): Promise<TaxType[]> {
  const answer = await callEndpoint(taxesEndpoints.list, { params: node }, { signal, notifyOnError: false });
  return pageOf(answer).values;
}

/** Adds (no id) or changes (with id) a tax type, sent whole. */
export async function saveTaxType(node: NodeRef, tax: SaveTaxType): Promise<void> {
  const endpoint = tax.id === undefined ? taxesEndpoints.create : taxesEndpoints.update;
  await callEndpoint(endpoint, { params: node, body: tax }, { notifyOnError: false });
}

export async function deleteTaxType(node: NodeRef, id: number): Promise<void> {
  await callEndpoint(taxesEndpoints.remove, { params: node, query: { id } });
}
