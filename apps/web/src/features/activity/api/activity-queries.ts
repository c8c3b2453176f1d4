import { activityEndpoints, vendorsEndpoints } from '@procura/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointHref, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * An activity feed (001 §7 Audit): a project's (ActivityAggregates, Search, Export, Clear) or a
 * supplier's in this agency (VendorAggregates, SearchByVendor, SearchByVendor/Export). The scope
 * picks the calls; the filters, paging and export work the same for both.
 */

export type ActivityScope = { kind: 'project'; projectId: number } | { kind: 'vendor'; vendorId: number };

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

/** The filters the search and the export share; empty criteria are dropped by the client (001 §5). */
function filterQuery(filters: ActivityFilters) {
  return {
    keywords: filters.keywords.trim(),
    eventType: filters.eventType ?? undefined,
    companyName: filters.companyName ?? undefined,
    userName: filters.userName ?? undefined,
    'filter.dateFrom': filters.dateFrom,
    'filter.dateTo': filters.dateTo,
  };
}

const scopeId = (scope: ActivityScope) => (scope.kind === 'project' ? scope.projectId : scope.vendorId);

export const activityKeys = {
  scope: (node: NodeRef, scope: ActivityScope) =>
    ['activity', node.customerId, node.nodeId, scope.kind, scopeId(scope)] as const,
};

const inPlace = { notifyOnError: false } as const;

export function useActivityAggregates(scope: ActivityScope) {
  const node = useNodeRef();
  return useQuery({
    queryKey: [...activityKeys.scope(node, scope), 'aggregates'] as const,
    queryFn: async ({ signal }) => {
      const answer =
        scope.kind === 'project'
          ? await callEndpoint(
              activityEndpoints.aggregates,
              { params: node, query: { projectId: scope.projectId } },
              { signal, ...inPlace },
            )
          : await callEndpoint(
              vendorsEndpoints.activityAggregates,
              { params: node, query: { vendorId: scope.vendorId } },
              { signal, ...inPlace },
            );
      return firstOf(answer);
    },
  });
}

export function useActivitySearch(
  scope: ActivityScope,
  filters: ActivityFilters,
  page: { start: number; limit: number },
) {
  const node = useNodeRef();
  return useQuery({
    queryKey: [...activityKeys.scope(node, scope), 'search', filters, page] as const,
    queryFn: async ({ signal }) => {
      const query = { ...filterQuery(filters), ...page };
      const answer =
        scope.kind === 'project'
          ? await callEndpoint(
              activityEndpoints.search,
              { params: node, query: { ...query, projectId: scope.projectId } },
              { signal, ...inPlace },
            )
          : await callEndpoint(
              vendorsEndpoints.activitySearch,
              { params: node, query: { ...query, vendorId: scope.vendorId } },
              { signal, ...inPlace },
            );
      return pageOf(answer);
    },
    placeholderData: keepPreviousData,
  });
}

/** The export's address: a plain link, so the browser downloads the spreadsheet itself. */
export function useActivityExportUrl(scope: ActivityScope, filters: ActivityFilters): string {
  const node = useNodeRef();
  const query = filterQuery(filters);
  return scope.kind === 'project'
    ? endpointHref(activityEndpoints.export, {
        params: node,
        query: { ...query, projectId: scope.projectId },
      })
    : endpointHref(vendorsEndpoints.activityExport, {
        params: node,
        query: { ...query, vendorId: scope.vendorId },
      });
}

/** "Clear all" of a project's feed (a supplier's feed has none: it is the agency's audit record). */
export function useClearActivity(projectId: number) {
  const node = useNodeRef();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(activityEndpoints.clear, { params: node, query: { projectId } }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: activityKeys.scope(node, { kind: 'project', projectId }),
      }),
  });
}
