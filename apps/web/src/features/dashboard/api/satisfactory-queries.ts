import { performanceEndpoints } from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { useCanVisit } from '../../../platform/access/use-access.ts';
import { ApiError } from '../../../platform/api/client.ts';
import { callEndpoint, firstOf } from '../../../platform/api/endpoint-call.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { useNodeRef, useSession } from '../../../platform/session/session-context.tsx';
import { dashboardKeys } from './dashboard-queries.ts';

/**
 * The satisfactory snapshot's figures: the agency's whole Performance summary (GET /Summary with
 * no filter), which also says whether its rating scale has a satisfactory snapshot at all.
 */
export function useSatisfactorySnapshot(enabled = true) {
  const node = useNodeRef();
  return useQuery({
    queryKey: [...dashboardKeys.all(node), 'satisfactorySnapshot'] as const,
    queryFn: async ({ signal }) => {
      const summary = firstOf(
        await callEndpoint(
          performanceEndpoints.summary,
          { params: node, query: {} },
          { signal, notifyOnError: false },
        ),
      );
      if (summary === null) throw new ApiError(0, [i18n.t('unknownError')]);
      return summary;
    },
    enabled,
  });
}

/**
 * Whether the satisfactory snapshot may be on the board (000 §6): the node has the contractor
 * performance feature, the user may see the supplier dashboard it leads to, and the rating scale
 * is not average, sum or lowest (the summary's showSatisfactory). Until the summary answers, the
 * widget stays, showing its own loading or failure.
 */
export function useSatisfactorySnapshotAllowed(): boolean {
  const { info } = useSession();
  const canVisit = useCanVisit();
  const possible = info.tenderNode.contractorPerformance && canVisit('/supplier-dashboard');
  const snapshot = useSatisfactorySnapshot(possible);
  return possible && snapshot.data?.showSatisfactory !== false;
}
