import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { envelopeKeys } from '../features/contract-builder/api/envelope-keys.ts';
import { notifyExportReady } from '../features/exports/index.ts';
import { customReportKeys } from '../features/reports/centre/index.ts';
import { teamKeys } from '../features/team/api/team-queries.ts';
import { connectRealtime } from '../platform/realtime/realtime-client.ts';
import { useSession } from '../platform/session/session-context.tsx';
import { sessionKeys } from '../platform/session/session-queries.ts';

/**
 * Keeps the real-time connection while someone is signed in (it lives inside RequireSession).
 * It reconnects when the session moves to another agency or node, so events follow the switch,
 * and closes when the session ends. On `userGroupUpdated` the groups, the session's user (whose
 * permissions come from their groups) and the route permissions are fetched again: guards and
 * permission locks then recheck without a page reload (000 §6, 001 §7). On `exportReady` the
 * requester sees a persistent notification that downloads the export. On `contractSignatureUpdate`
 * the contract's envelopes and the agency's envelopes left are read again. On
 * `customReportsUpdating` and `customReportsUpdated` (sent to the agency's room) the node's report
 * centre reads its reports again, so a refresh shows as it starts and its file once written.
 */
export function RealtimeBridge() {
  const queryClient = useQueryClient();
  const { info } = useSession();
  const customerId = info.customer.id;
  const nodeId = info.tenderNode.id;
  const userId = info.user.id;

  useEffect(() => {
    if (!userId) return;
    // The agency's room hears every node's reports; only this node's centre shows them.
    const readCustomReports = (eventNodeId: number) => {
      if (eventNodeId !== nodeId) return;
      void queryClient.invalidateQueries({ queryKey: customReportKeys.node({ customerId, nodeId }) });
    };
    return connectRealtime({
      onUserGroupUpdated: () => {
        void queryClient.invalidateQueries({ queryKey: teamKeys.node(customerId, nodeId) });
        void queryClient.invalidateQueries({ queryKey: sessionKeys.session });
        void queryClient.invalidateQueries({ queryKey: sessionKeys.routePermissions(customerId, nodeId) });
      },
      onExportReady: (event) => notifyExportReady(event, { customerId, nodeId }, userId),
      onContractSignatureUpdate: (event) => {
        const node = { customerId, nodeId };
        void queryClient.invalidateQueries({ queryKey: envelopeKeys.list(node, event.contractId) });
        void queryClient.invalidateQueries({ queryKey: envelopeKeys.licence(node) });
      },
      onCustomReportsUpdating: (event) => readCustomReports(event.nodeId),
      onCustomReportsUpdated: (event) => readCustomReports(event.nodeId),
    });
  }, [queryClient, customerId, nodeId, userId]);

  return null;
}
