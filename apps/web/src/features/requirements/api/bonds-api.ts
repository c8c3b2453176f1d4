import type { Bond, CreateBond, UpdateBond } from '@procura/contract';
import { apiRequest, readList } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import type { NodeRef } from './requirements-api.ts';

/**
 * The bonds and other security suppliers must provide (…/TenderBonds, the Security section).
 * Adding and editing show their refusals in the form; deleting and reordering notify.
 */

const path = (node: NodeRef) => `${nodeBase(node.customerId, node.nodeId)}/TenderBonds`;
const inPlace = { notifyOnError: false } as const;

export async function fetchBonds(node: NodeRef, tenderId: number, signal?: AbortSignal): Promise<Bond[]> {
  const body = await apiRequest<unknown>(path(node), { query: { tenderId }, signal, ...inPlace });
  return readList<Bond>(body, 'tenderBonds').values;
}

export async function createBond(node: NodeRef, bond: CreateBond): Promise<void> {
  await apiRequest<unknown>(path(node), { method: 'POST', body: bond, ...inPlace });
}

export async function updateBond(node: NodeRef, bond: UpdateBond): Promise<void> {
  await apiRequest<unknown>(path(node), { method: 'PUT', body: bond, ...inPlace });
}

export async function deleteBond(node: NodeRef, tenderBondId: number): Promise<void> {
  await apiRequest<unknown>(path(node), { method: 'DELETE', query: { tenderBondId } });
}

export async function reorderBonds(node: NodeRef, tenderId: number, ids: number[]): Promise<void> {
  await apiRequest<unknown>(`${path(node)}/SortOrder`, { method: 'PUT', body: { tenderId, ids } });
}
