import type { CreateInvitation, Invitation, UpdateInvitation } from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, readList } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * Suppliers invited by email to a source (001 §7 Vendors: …/VendorInvitations). Inviting and
 * editing show refusals in the form (an address already invited under the email field).
 */

export type NodeRef = { customerId: number; nodeId: number };
export type { Invitation };

const path = (node: NodeRef) => `${nodeBase(node.customerId, node.nodeId)}/VendorInvitations`;
const inPlace = { notifyOnError: false } as const;

export async function fetchInvitations(node: NodeRef, tenderId: number, signal?: AbortSignal) {
  const body = await apiRequest<unknown>(path(node), { query: { tenderId }, signal, notifyOnError: false });
  return readList<Invitation>(body, 'vendorInvitation').values;
}

export async function createInvitation(node: NodeRef, invitation: CreateInvitation): Promise<void> {
  await apiRequest<unknown>(path(node), { method: 'POST', body: invitation, ...inPlace });
}

export async function updateInvitation(node: NodeRef, invitation: UpdateInvitation): Promise<void> {
  await apiRequest<unknown>(path(node), { method: 'PUT', body: invitation, ...inPlace });
}

export async function deleteInvitation(node: NodeRef, vendorInvitationId: number): Promise<void> {
  await apiRequest<unknown>(path(node), { method: 'DELETE', query: { vendorInvitationId } });
}

export const invitationKeys = {
  ofTender: (customerId: number, nodeId: number, tenderId: number) =>
    ['invitations', customerId, nodeId, tenderId] as const,
};

export function useInvitations(tenderId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: invitationKeys.ofTender(node.customerId, node.nodeId, tenderId),
    queryFn: ({ signal }) => fetchInvitations(node, tenderId, signal),
  });
}
