import {
  type CreateCustomProjectReport,
  type CustomData,
  type CustomProjectReport,
  type CustomProjectReportRow,
  reportEndpoints as endpoints,
} from '@procura/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointHref } from '../../../../platform/api/endpoint-call.ts';
import { type NodeRef, useNodeRef } from '../../../../platform/session/session-context.tsx';

/**
 * The report centre's calls (001 §7 /Report/CustomProject and its neighbours). Saves, previews and
 * the wizard's read show their refusals in place (the wizard knows which step they belong to); the
 * list shows its failure as the page's error state.
 */

const inPlace = { notifyOnError: false } as const;

/** The centre's page size (000 §2): the list's default, sent so the page count never guesses. */
export const customReportsPageSize = 25;

/** How often the pending reports are asked for while one is being written (the socket's fallback). */
export const pendingPollMs = 2_000;

/** Keys carry the customer and node, so an agency switch refetches; the bridge invalidates `node`. */
export const customReportKeys = {
  node: (node: NodeRef) => ['reports', node.customerId, node.nodeId, 'custom'] as const,
  list: (node: NodeRef, page: number) => [...customReportKeys.node(node), 'list', page] as const,
  pending: (node: NodeRef) => [...customReportKeys.node(node), 'pending'] as const,
  report: (node: NodeRef, id: number) => [...customReportKeys.node(node), 'report', id] as const,
};

export type CustomReportPage = { values: CustomProjectReportRow[]; total: number; pageSize: number };

export async function fetchCustomReports(
  node: NodeRef,
  page: number,
  signal?: AbortSignal,
): Promise<CustomReportPage> {
  const answer = await callEndpoint(
    endpoints.customProjects,
    { params: node, query: { page, pageSize: customReportsPageSize } },
    { signal, ...inPlace },
  );
  return { values: answer.data.customReport, total: answer.total, pageSize: answer.pageSize };
}

export function useCustomReports(page: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: customReportKeys.list(node, page),
    queryFn: ({ signal }) => fetchCustomReports(node, page, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * The ids of the reports being refreshed now, asked again every couple of seconds while `watching`
 * (a row shows one pending): the centre stays live even when a real-time event is missed.
 */
export function usePendingCustomReports(watching: boolean) {
  const node = useNodeRef();
  return useQuery({
    queryKey: customReportKeys.pending(node),
    queryFn: async ({ signal }): Promise<ReadonlySet<number>> => {
      const answer = await callEndpoint(
        endpoints.pendingCustomProjects,
        { params: node },
        { signal, ...inPlace },
      );
      return new Set(answer.data.customReportDTO.values.map((row) => row.id));
    },
    enabled: watching,
    refetchInterval: watching ? pendingPollMs : false,
  });
}

/** GET /Report/CustomProject/{id}: the saved definition the wizard's Edit starts from. */
export function useCustomReport(id: number | null) {
  const node = useNodeRef();
  return useQuery({
    queryKey: customReportKeys.report(node, id ?? 0),
    queryFn: async ({ signal }): Promise<CustomProjectReport> =>
      (
        await callEndpoint(
          endpoints.customProject,
          { params: { ...node, id: id ?? 0 } },
          { signal, ...inPlace },
        )
      ).data.customReport,
    enabled: id !== null,
    // The wizard edits what is saved now, not what an earlier opening read.
    staleTime: 0,
    gcTime: 0,
  });
}

/** POST (new) or PUT (with the saved report's id) /Report/CustomProject. */
export async function saveCustomReport(
  node: NodeRef,
  definition: CreateCustomProjectReport,
  id: number | null,
): Promise<CustomProjectReport> {
  const answer =
    id === null
      ? await callEndpoint(endpoints.createCustomProject, { params: node, body: definition }, inPlace)
      : await callEndpoint(
          endpoints.updateCustomProject,
          { params: node, body: { ...definition, id } },
          inPlace,
        );
  return answer.data.customReport;
}

/** POST /Report/CustomData: the first rows of a definition and how many it holds, before saving. */
export async function previewCustomReport(
  node: NodeRef,
  definition: CreateCustomProjectReport,
  signal?: AbortSignal,
): Promise<CustomData> {
  const answer = await callEndpoint(
    endpoints.customData,
    { params: node, body: definition },
    { signal, ...inPlace },
  );
  return answer.data.customData;
}

/** GET /Report/RefreshCustomProject/{id}: starts a run; the row comes back pending. */
export async function refreshCustomReport(node: NodeRef, id: number): Promise<CustomProjectReportRow> {
  return (await callEndpoint(endpoints.refreshCustomProject, { params: { ...node, id } })).data.customReport;
}

export async function deleteCustomReport(node: NodeRef, id: number): Promise<void> {
  await callEndpoint(endpoints.deleteCustomProject, { params: { ...node, id } });
}

/** Where the browser downloads the report's last file (the session cookie authorises it). */
export function customReportDownloadHref(node: NodeRef, id: number): string {
  return endpointHref(endpoints.downloadCustomProject, { params: { ...node, id } });
}
