import type { ActivityAggregates, ActivityEvent } from '@procura/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type QueryValue, readList } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
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
export function activityQuery(projectId: number, filters: ActivityFilters): Record<string, QueryValue> {
  return {
    projectId,
    keywords: filters.keywords.trim(),
    eventType: filters.eventType,
    companyName: filters.companyName,
    userName: filters.userName,
    'filter.dateFrom': filters.dateFrom,
    'filter.dateTo': filters.dateTo,
  };
}

export function useActivityAggregates(projectId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: ['activity', node.customerId, node.nodeId, projectId, 'aggregates'] as const,
    queryFn: async ({ signal }) => {
      const body = await apiRequest<unknown>(
        `${nodeBase(node.customerId, node.nodeId)}/AuditEvents/ActivityAggregates`,
        { query: { projectId }, signal, notifyOnError: false },
      );
      return readList<ActivityAggregates>(body, 'activityAggregate').values[0] ?? null;
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
      const body = await apiRequest<unknown>(`${nodeBase(node.customerId, node.nodeId)}/AuditEvents/Search`, {
        query: { ...activityQuery(projectId, filters), ...page },
        signal,
        notifyOnError: false,
      });
      return readList<ActivityEvent>(body, 'auditEvent');
    },
    placeholderData: keepPreviousData,
  });
}

/** The export's address: a plain link, so the browser downloads the spreadsheet itself. */
export function useActivityExportUrl(projectId: number, filters: ActivityFilters): string {
  const node = useNodeRef();
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(activityQuery(projectId, filters))) {
    if (value !== null && value !== undefined && value !== '') params.append(name, String(value));
  }
  return `${nodeBase(node.customerId, node.nodeId)}/AuditEvents/Export?${params.toString()}`;
}

export function useClearActivity(projectId: number) {
  const node = useNodeRef();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<unknown>(`${nodeBase(node.customerId, node.nodeId)}/AuditEvents/Clear`, {
        method: 'PUT',
        query: { projectId },
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['activity', node.customerId, node.nodeId, projectId] }),
  });
}
