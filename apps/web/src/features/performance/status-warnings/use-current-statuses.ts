import {
  performanceEndpoints as endpoints,
  type PerformanceStatusLog,
  performanceStatusLogRules,
} from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { callEndpoint, pageOf } from '../../../platform/api/endpoint-call.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';
import { evaluationKeys } from '../api/evaluation-queries.ts';

/**
 * The current performance statuses of the suppliers of a list (issue 23 §3: the warning wherever
 * a supplier is invited, registered or awarded), in one query keyed by the sorted ids. Read only by
 * those who may view supplier performance; without the right, or on a failure, no supplier has one.
 */

export type CurrentStatuses = ReadonlyMap<number, PerformanceStatusLog>;

const none: CurrentStatuses = new Map();

export const statusWarningKeys = {
  of: (node: NodeRef, vendorIds: readonly number[]) =>
    [...evaluationKeys.all(node), 'status-warnings', vendorIds] as const,
};

/** The distinct ids of the suppliers a list names (rows without one name none), sorted. */
export function vendorIdsOf(ids: readonly (number | null | undefined)[]): number[] {
  const named = ids.filter((id): id is number => typeof id === 'number' && id > 0);
  return [...new Set(named)].sort((a, b) => a - b);
}

/** The server takes a bounded number of ids a call; a longer list is asked in parts at once. */
function partsOf(ids: readonly number[]): number[][] {
  const size = performanceStatusLogRules.currentMax;
  return Array.from({ length: Math.ceil(ids.length / size) }, (_, i) => ids.slice(i * size, (i + 1) * size));
}

/** One call for up to `currentMax` suppliers, the id repeated (`?vendorId=1&vendorId=2`). */
async function askPart(node: NodeRef, part: readonly number[], signal: AbortSignal) {
  const answer = await callEndpoint(
    endpoints.currentStatus,
    { params: node, query: { vendorId: [...part] } },
    { signal, notifyOnError: false },
  );
  return pageOf(answer).values;
}

/** The current status of each supplier of the list that has one, by supplier id. */
export function useCurrentStatuses(ids: readonly (number | null | undefined)[]): CurrentStatuses {
  const node = useNodeRef();
  const canView = useRouteAccess('supplier-performance')?.canView ?? false;
  // A new array each render is the same key: queries are keyed by value.
  const vendorIds = vendorIdsOf(ids);
  const query = useQuery({
    queryKey: statusWarningKeys.of(node, vendorIds),
    queryFn: async ({ signal }) => {
      const answers = await Promise.all(partsOf(vendorIds).map((part) => askPart(node, part, signal)));
      return new Map(answers.flat().map((log) => [log.vendorId, log])) as CurrentStatuses;
    },
    enabled: canView && vendorIds.length > 0,
  });
  return canView ? (query.data ?? none) : none;
}
