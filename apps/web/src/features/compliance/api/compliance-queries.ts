import { type CreateComplianceItem, complianceEndpoints, type UpdateComplianceItem } from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, pageOf } from '../../../platform/api/endpoint-call.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The compliance checklist of a source (…/TenderCompliance, paths in docs/decisions.md), through
 * the contract's declarations. Adding and editing show their refusals in the form (notifyOnError
 * off); deleting and reordering notify.
 */

const inPlace = { notifyOnError: false } as const;

export async function fetchComplianceItems(node: NodeRef, tenderId: number, signal?: AbortSignal) {
  const answer = await callEndpoint(
    complianceEndpoints.list,
    { params: node, query: { tenderId } },
    { signal, notifyOnError: false },
  );
  return pageOf(answer).values;
}

export async function createComplianceItem(node: NodeRef, item: CreateComplianceItem): Promise<void> {
  await callEndpoint(complianceEndpoints.create, { params: node, body: item }, inPlace);
}

export async function updateComplianceItem(node: NodeRef, item: UpdateComplianceItem): Promise<void> {
  await callEndpoint(complianceEndpoints.update, { params: node, body: item }, inPlace);
}

export async function deleteComplianceItem(node: NodeRef, tenderComplianceId: number): Promise<void> {
  await callEndpoint(complianceEndpoints.remove, { params: node, query: { tenderComplianceId } });
}

export async function reorderComplianceItems(node: NodeRef, tenderId: number, ids: number[]): Promise<void> {
  await callEndpoint(complianceEndpoints.reorder, { params: node, body: { tenderId, ids } });
}

export const complianceKeys = {
  ofTender: (customerId: number, nodeId: number, tenderId: number) =>
    ['compliance', customerId, nodeId, tenderId] as const,
};

export function useComplianceItems(tenderId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: complianceKeys.ofTender(node.customerId, node.nodeId, tenderId),
    queryFn: ({ signal }) => fetchComplianceItems(node, tenderId, signal),
  });
}
