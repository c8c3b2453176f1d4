import type { ComplianceItem, CreateComplianceItem, UpdateComplianceItem } from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, readList } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The compliance checklist of a source (…/TenderCompliance, paths in docs/decisions.md). Adding and
 * editing show their refusals in the form (notifyOnError off); deleting and reordering notify.
 */

export type NodeRef = { customerId: number; nodeId: number };
export type { ComplianceItem };

const path = (node: NodeRef) => `${nodeBase(node.customerId, node.nodeId)}/TenderCompliance`;
const inPlace = { notifyOnError: false } as const;

export async function fetchComplianceItems(node: NodeRef, tenderId: number, signal?: AbortSignal) {
  const body = await apiRequest<unknown>(path(node), { query: { tenderId }, signal, notifyOnError: false });
  return readList<ComplianceItem>(body, 'tenderCompliance').values;
}

export async function createComplianceItem(node: NodeRef, item: CreateComplianceItem): Promise<void> {
  await apiRequest<unknown>(path(node), { method: 'POST', body: item, ...inPlace });
}

export async function updateComplianceItem(node: NodeRef, item: UpdateComplianceItem): Promise<void> {
  await apiRequest<unknown>(path(node), { method: 'PUT', body: item, ...inPlace });
}

export async function deleteComplianceItem(node: NodeRef, tenderComplianceId: number): Promise<void> {
  await apiRequest<unknown>(path(node), { method: 'DELETE', query: { tenderComplianceId } });
}

export async function reorderComplianceItems(node: NodeRef, tenderId: number, ids: number[]) {
  const body = await apiRequest<unknown>(`${path(node)}/SortOrder`, {
    method: 'PUT',
    body: { tenderId, ids },
  });
  return readList<ComplianceItem>(body, 'tenderCompliance').values;
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
