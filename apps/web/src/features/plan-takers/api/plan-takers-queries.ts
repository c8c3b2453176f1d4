import { type CreatePlanTaker, planTakersEndpoints, type UpdatePlanTaker } from '@procura/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointHref, pageOf } from '../../../platform/api/endpoint-call.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/** The Registered Suppliers calls (001 §7 plantakers); add and edit show refusals in the form. */
type NodeRef = { customerId: number; nodeId: number };

export const planTakerKeys = {
  ofTender: (node: NodeRef, tenderId: number) =>
    ['plantakers', node.customerId, node.nodeId, tenderId] as const,
};

export function usePlanTakers(tenderId: number, start: number, limit: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: [...planTakerKeys.ofTender(node, tenderId), start, limit],
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          planTakersEndpoints.list,
          { params: node, query: { tenderId, start, limit } },
          { signal, notifyOnError: false },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export async function savePlanTaker(node: NodeRef, body: CreatePlanTaker | UpdatePlanTaker) {
  const options = { notifyOnError: false } as const;
  if ('id' in body) await callEndpoint(planTakersEndpoints.update, { params: node, body }, options);
  else await callEndpoint(planTakersEndpoints.create, { params: node, body }, options);
}

export const planTakersExportUrl = (node: NodeRef, tenderId: number) =>
  endpointHref(planTakersEndpoints.export, { params: node, query: { tenderId } });
