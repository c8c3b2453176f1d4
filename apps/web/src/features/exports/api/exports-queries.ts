import { type ExportStatus, exportsEndpoints } from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointHref } from '../../../platform/api/endpoint-call.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The Source exports of 001 §7 made by this feature (paths in decision 160-169). Small
 * ones are plain links (the session cookie goes with them); CompletedSubmissionsAll is requested,
 * polled for its percent, then downloaded.
 */

export type NodeRef = { customerId: number; nodeId: number };

export const tenderExportUrl = (node: NodeRef, name: 'NoBid' | 'SupplierActivity', tenderId: number) =>
  endpointHref(name === 'NoBid' ? exportsEndpoints.noBid : exportsEndpoints.supplierActivity, {
    params: node,
    query: { tenderId },
  });

export const projectSummaryUrl = (node: NodeRef, projectId: number) =>
  endpointHref(exportsEndpoints.projectSummary, { params: node, query: { projectId } });

export const completedSubmissionUrl = (node: NodeRef, submissionId: number) =>
  endpointHref(exportsEndpoints.completedSubmission, { params: node, query: { submissionId } });

export const completedAllDownloadUrl = (node: NodeRef, exportId: string) =>
  endpointHref(exportsEndpoints.completedAllDownload, { params: node, query: { exportId } });

/** POST …/Exports/CompletedSubmissionsAll?tenderId: answers the new export (queued). */
export async function requestCompletedAll(node: NodeRef, tenderId: number): Promise<ExportStatus> {
  const answer = await callEndpoint(
    exportsEndpoints.requestCompletedAll,
    { params: node, query: { tenderId } },
    { notifyOnError: false },
  );
  return answer.data.exportDTO;
}

export async function fetchExportStatus(node: NodeRef, exportId: string, signal?: AbortSignal) {
  const answer = await callEndpoint(
    exportsEndpoints.completedAllStatus,
    { params: node, query: { exportId } },
    { signal, notifyOnError: false },
  );
  return answer.data.exportDTO;
}

const finished = (status: ExportStatus | undefined) => status?.state === 'done' || status?.state === 'failed';

/** An export's state, asked again every second until it is done or failed. */
export function useExportStatus(exportId: string | null) {
  const node = useNodeRef();
  return useQuery({
    queryKey: ['exports', node.customerId, node.nodeId, exportId] as const,
    queryFn: ({ signal }) => fetchExportStatus(node, exportId ?? '', signal),
    enabled: exportId !== null,
    refetchInterval: (query) => (finished(query.state.data) ? false : 1000),
  });
}
