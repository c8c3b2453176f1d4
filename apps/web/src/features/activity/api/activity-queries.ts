import { activityEndpoints } from '@procura/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointHref, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/** The project activity feed (001 §7 Audit: ActivityAggregates, Search; export; clear all). */

export type ActivityFilters = {
  keywords: string;
  eventType: string | null;
  companyName: string | null;
  userName: string | null;
  dateFrom: string;
  dateTo: string;
};

export const noActivityFilters: ActivityFilters = {
  keywords: '',
  eventType: null,
  companyName: null,
  userName: null,
  dateFrom: '',
  dateTo: '',
};

/** The query the search and the export share; empty criteria are dropped by the client (001 §5). */
export function activityQuery(projectId: number, filters: ActivityFilters) {
  return {
    projectId,
    keywords: filters.keywords.trim(),
    eventType: filters.eventType ?? undefined,
    companyName: filters.companyName ?? undefined,
    userName: filters.userName ?? undefined,
    'filter.dateFrom': filters.dateFrom,
    'filter.dateTo': filters.dateTo,
  };
}

export function useActivityAggregates(projectId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: ['activity', node.customerId, node.nodeId, projectId, 'aggregates'] as const,
    queryFn: async ({ signal }) => {
      const answer = await callEndpoint(
        activityEndpoints.aggregates,
        { params: node, query: { projectId } },
        { signal, notifyOnError: false },
      );
      return firstOf(answer);
    },
  });
}

export function useActivitySearch(
  projectId: number,
  filters: ActivityFilters,
  page: { start: number; limit: number },
) {
  const node = useNodeRef();
  return useQuery({
    queryKey: ['activity', node.customerId, node.nodeId, projectId, 'search', filters, page] as const,
    queryFn: async ({ signal }) => {
      const answer = await callEndpoint(
        activityEndpoints.search,
        { params: node, query: { ...activityQuery(projectId, filters), ...page } },
        { signal, notifyOnError: false },
      );
      return pageOf(answer);
    },
    placeholderData: keepPreviousData,
  });
}

/** The export's address: a plain link, so the browser downloads the spreadsheet itself. */
export function useActivityExportUrl(projectId: number, filters: ActivityFilters): string {
  const node = useNodeRef();
  return endpointHref(activityEndpoints.export, { params: node, query: activityQuery(projectId, filters) });
}

export function useClearActivity(projectId: number) {
  const node = useNodeRef();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(activityEndpoints.clear, { params: node, query: { projectId } }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['activity', node.customerId, node.nodeId, projectId] }),
  });
}
