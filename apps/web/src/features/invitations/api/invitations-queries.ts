import {
  type CreateInvitation,
  type Invitation,
  invitationsEndpoints,
  type UpdateInvitation,
} from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, pageOf } from '../../../platform/api/endpoint-call.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * Suppliers invited by email to a source (001 §7 Vendors: …/VendorInvitations). Inviting and
 * editing show refusals in the form (an address already invited under the email field).
 */

export type NodeRef = { customerId: number; nodeId: number };
export type { Invitation };

const inPlace = { notifyOnError: false } as const;

export async function fetchInvitations(node: NodeRef, tenderId: number, signal?: AbortSignal) {
  const answer = await callEndpoint(
    invitationsEndpoints.list,
    { params: node, query: { tenderId } },
    { signal, ...inPlace },
  );
  return pageOf(answer).values;
}

export async function createInvitation(node: NodeRef, invitation: CreateInvitation): Promise<void> {
  await callEndpoint(invitationsEndpoints.create, { params: node, body: invitation }, inPlace);
}

export async function updateInvitation(node: NodeRef, invitation: UpdateInvitation): Promise<void> {
  await callEndpoint(invitationsEndpoints.update, { params: node, body: invitation }, inPlace);
}

export async function deleteInvitation(node: NodeRef, vendorInvitationId: number): Promise<void> {
  await callEndpoint(invitationsEndpoints.remove, { params: node, query: { vendorInvitationId } });
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
