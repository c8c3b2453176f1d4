import type { CreatePlanTaker, PlanTaker, UpdatePlanTaker } from '@procura/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, readList } from '../../platform/api/client.ts';
import { nodeBase } from '../../platform/api/paths.ts';
import { useNodeRef } from '../../platform/session/session-context.tsx';

/** The Registered Suppliers calls (001 §7 plantakers); add and edit show refusals in the form. */
type NodeRef = { customerId: number; nodeId: number };
const path = (node: NodeRef) => `${nodeBase(node.customerId, node.nodeId)}/plantakers`;

export const planTakerKeys = {
  ofTender: (node: NodeRef, tenderId: number) =>
    ['plantakers', node.customerId, node.nodeId, tenderId] as const,
};

export function usePlanTakers(tenderId: number, start: number, limit: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: [...planTakerKeys.ofTender(node, tenderId), start, limit],
    queryFn: async ({ signal }) =>
      readList<PlanTaker>(
        await apiRequest<unknown>(path(node), {
          query: { tenderId, start, limit },
          signal,
          notifyOnError: false,
        }),
        'planTaker',
      ),
    placeholderData: keepPreviousData,
  });
}

export async function savePlanTaker(node: NodeRef, body: CreatePlanTaker | UpdatePlanTaker) {
  await apiRequest<unknown>(path(node), {
    method: 'id' in body ? 'PUT' : 'POST',
    body,
    notifyOnError: false,
  });
}

export const planTakersExportUrl = (node: NodeRef, tenderId: number) =>
  `${path(node)}/Export?tenderId=${tenderId}`;
