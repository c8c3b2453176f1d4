import { type ProjectSnapshot, snapshotEndpoints } from '@procura/contract';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../platform/api/client.ts';
import { callEndpoint, firstOf } from '../../../platform/api/endpoint-call.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The project snapshot's one call (GET …/Projects/Snapshot?projectId): the eight widgets share its
 * answer, and each shows the call's loading and error states in its own card (001 §8), so the page
 * does not notify on failure.
 */

export type SnapshotQuery = UseQueryResult<ProjectSnapshot, Error>;

export const snapshotKeys = {
  snapshot: (node: { customerId: number; nodeId: number }, projectId: number) =>
    ['snapshot', node.customerId, node.nodeId, projectId] as const,
};

export function useProjectSnapshot(projectId: number): SnapshotQuery {
  const node = useNodeRef();
  return useQuery({
    queryKey: snapshotKeys.snapshot(node, projectId),
    queryFn: async ({ signal }) => {
      const answer = await callEndpoint(
        snapshotEndpoints.snapshot,
        { params: node, query: { projectId } },
        { signal, notifyOnError: false },
      );
      const snapshot = firstOf(answer);
      if (!snapshot) throw new ApiError(0, [i18n.t('unknownError')]);
      return snapshot;
    },
  });
}
