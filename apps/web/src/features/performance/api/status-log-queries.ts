import { performanceEndpoints as endpoints, type PerformanceStatusLogInput } from '@procura/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';
import { evaluationKeys } from './evaluation-queries.ts';

/**
 * A supplier's performance status (001 §7 /PerformanceVendorStatusLogs: Current, History, POST,
 * PUT ?fromHistory; /PerformanceStatuses/All; issue 23 §3). A change marks the supplier's status
 * and results stale (the summary carries the current status too). Refusals show in the form.
 */

const inPlace = { notifyOnError: false } as const;

export const statusLogKeys = {
  current: (node: NodeRef, vendorId: number) => evaluationKeys.vendor(node, vendorId, 'status-current'),
  history: (node: NodeRef, vendorId: number) => evaluationKeys.vendor(node, vendorId, 'status-history'),
  statuses: (node: NodeRef) => [...evaluationKeys.all(node), 'statuses'] as const,
};

/** The supplier's current status (not complete), or null when it has none. */
export function useCurrentStatus(vendorId: number, enabled = true) {
  const node = useNodeRef();
  return useQuery({
    queryKey: statusLogKeys.current(node, vendorId),
    queryFn: async ({ signal }) =>
      firstOf(
        await callEndpoint(
          endpoints.currentStatus,
          { params: node, query: { vendorId } },
          { signal, ...inPlace },
        ),
      ),
    enabled: enabled && vendorId > 0,
  });
}

/** The completed statuses, newest first (the server's order). */
export function useStatusHistory(vendorId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: statusLogKeys.history(node, vendorId),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          endpoints.statusHistory,
          { params: node, query: { vendorId } },
          { signal, ...inPlace },
        ),
      ).values,
  });
}

/** The statuses an agency may give (a fixed list the server names). */
export function usePerformanceStatuses() {
  const node = useNodeRef();
  return useQuery({
    queryKey: statusLogKeys.statuses(node),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(endpoints.performanceStatuses, { params: node }, { signal, ...inPlace }),
      ).values.map((item) => item.status),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** After a change: the supplier's current status, history and results are read again. */
export function useStatusLogRefresh(vendorId: number) {
  const node = useNodeRef();
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (query) => {
        const key = query.queryKey;
        return (
          key[0] === 'performance' &&
          key[1] === node.customerId &&
          key[2] === node.nodeId &&
          key[3] === 'vendor' &&
          key[4] === vendorId
        );
      },
    });
}

/** POST /PerformanceVendorStatusLogs: a new status (refused while another is current). */
export async function createStatusLog(node: NodeRef, body: PerformanceStatusLogInput) {
  return callEndpoint(endpoints.createStatus, { params: node, body }, inPlace);
}

/** PUT /PerformanceVendorStatusLogs: changes or completes a status; a history entry with fromHistory. */
export async function updateStatusLog(
  node: NodeRef,
  body: PerformanceStatusLogInput & { id: number },
  fromHistory: boolean,
) {
  return callEndpoint(
    endpoints.updateStatus,
    { params: node, body, query: { fromHistory: fromHistory ? 'true' : 'false' } },
    inPlace,
  );
}
