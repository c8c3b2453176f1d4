import { type Bond, bondsEndpoints, type CreateBond, type UpdateBond } from '@procura/contract';
import { callEndpoint, pageOf } from '../../../platform/api/endpoint-call.ts';
import type { NodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The bonds and other security suppliers must provide (…/TenderBonds, the Security section).
 * Adding and editing show their refusals in the form; deleting and reordering notify.
 */

const inPlace = { notifyOnError: false } as const;

export async function fetchBonds(node: NodeRef, tenderId: number, signal?: AbortSignal): Promise<Bond[]> {
  const answer = await callEndpoint(
    bondsEndpoints.list,
    { params: node, query: { tenderId } },
    { signal, ...inPlace },
  );
  return pageOf(answer).values;
}

export async function createBond(node: NodeRef, bond: CreateBond): Promise<void> {
  await callEndpoint(bondsEndpoints.create, { params: node, body: bond }, inPlace);
}

export async function updateBond(node: NodeRef, bond: UpdateBond): Promise<void> {
  await callEndpoint(bondsEndpoints.update, { params: node, body: bond }, inPlace);
}

export async function deleteBond(node: NodeRef, tenderBondId: number): Promise<void> {
  await callEndpoint(bondsEndpoints.remove, { params: node, query: { tenderBondId } });
}

export async function reorderBonds(node: NodeRef, tenderId: number, ids: number[]): Promise<void> {
  await callEndpoint(bondsEndpoints.reorder, { params: node, body: { tenderId, ids } });
}
