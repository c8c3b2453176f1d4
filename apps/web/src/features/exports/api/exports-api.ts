import type { ExportStatus } from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The Source exports of 001 §7 made by this feature (paths in decision 160-169). Small
 * ones are plain links (the session cookie goes with them); CompletedSubmissionsAll is requested,
 * polled for its percent, then downloaded.
 */

export type NodeRef = { customerId: number; nodeId: number };
const base = (node: NodeRef) => nodeBase(node.customerId, node.nodeId);

export const tenderExportUrl = (node: NodeRef, name: 'NoBid' | 'SupplierActivity', tenderId: number) =>
  `${base(node)}/Exports/${name}?tenderId=${tenderId}`;

export const projectSummaryUrl = (node: NodeRef, projectId: number) =>
  `${base(node)}/Exports/ProjectSummary?projectId=${projectId}`;

export const completedSubmissionUrl = (node: NodeRef, submissionId: number) =>
  `${base(node)}/Exports/CompletedSubmission?submissionId=${submissionId}`;

export const completedAllDownloadUrl = (node: NodeRef, exportId: string) =>
  `${base(node)}/Exports/CompletedSubmissionsAll/Download?exportId=${exportId}`;

/** POST …/Exports/CompletedSubmissionsAll?tenderId: answers the new export (queued). */
export async function requestCompletedAll(node: NodeRef, tenderId: number): Promise<ExportStatus> {
  const body = await apiRequest<{ data: { exportDTO: ExportStatus } }>(
    `${base(node)}/Exports/CompletedSubmissionsAll`,
    { method: 'POST', query: { tenderId }, notifyOnError: false },
  );
  return body.data.exportDTO;
}

export async function fetchExportStatus(node: NodeRef, exportId: string, signal?: AbortSignal) {
  const body = await apiRequest<{ data: { exportDTO: ExportStatus } }>(
    `${base(node)}/Exports/CompletedSubmissionsAll`,
    { query: { exportId }, signal, notifyOnError: false },
  );
  return body.data.exportDTO;
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
