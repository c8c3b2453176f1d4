import {
  type ClosingRange,
  commentEndpoints,
  contractDocumentsEndpoints,
  dashboardCommentLimit,
  dashboardEndpoints,
  type myProjectSortColumns,
  type NodeDocumentList,
  type NodeDocumentSortColumn,
  projectsEndingDays,
  projectsEndingLimit,
  type TeamMemberRow,
  type TeamMemberStatus,
  taskDueDaysDefault,
  tasksEndpoints,
  type UserWidget,
  type WidgetData,
  type WidgetDataType,
} from '@procura/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ListPage } from '../../../platform/api/client.ts';
import { callEndpoint, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { type NodeRef, useNodeRef, useSession } from '../../../platform/session/session-context.tsx';

/**
 * The dashboard's calls (001 §7 Dashboards). Each widget reads its own query, so one failing
 * call shows in its widget only. Every screen here shows its own error, never a notification.
 */

export const dashboardKeys = {
  all: (node: NodeRef) => ['dashboard', node.customerId, node.nodeId] as const,
  layout: (node: NodeRef) => ['dashboard', node.customerId, node.nodeId, 'layout'] as const,
  widget: (node: NodeRef, type: WidgetDataType) =>
    ['dashboard', node.customerId, node.nodeId, 'widget', type] as const,
};

const quiet = { notifyOnError: false } as const;

/** The buyer's saved widget layout (001 §7 UserBuyerWidget: GET, POST the whole layout, DELETE to reset). */
export function useLayoutQuery() {
  const node = useNodeRef();
  return useQuery({
    queryKey: dashboardKeys.layout(node),
    queryFn: async ({ signal }) =>
      pageOf(await callEndpoint(dashboardEndpoints.layout, { params: node }, { signal, ...quiet }))
        .values as UserWidget[],
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Saving (POST) and resetting (DELETE) answer the layout now stored, which becomes the cached one.
 * Failures are notified by the client with the first message of the body (001 §8). One scope runs
 * the saves one after another, so the last change made is the last one stored.
 */
export function useLayoutChanges() {
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const scope = { id: `dashboard-layout-${node.customerId}-${node.nodeId}` };
  const onSuccess = (saved: UserWidget[]) => queryClient.setQueryData(dashboardKeys.layout(node), saved);
  return {
    save: useMutation({
      scope,
      mutationFn: async (layout: UserWidget[]) =>
        pageOf(await callEndpoint(dashboardEndpoints.saveLayout, { params: node, body: layout }))
          .values as UserWidget[],
      onSuccess,
    }),
    reset: useMutation({
      scope,
      mutationFn: async () =>
        pageOf(await callEndpoint(dashboardEndpoints.resetLayout, { params: node })).values as UserWidget[],
      onSuccess,
    }),
  };
}

/** Shared by the widgets of GET Widget?widgetType: a count, an amount, the counter's categories. */
export function useWidgetData<T extends WidgetDataType>(type: T) {
  const node = useNodeRef();
  return useQuery({
    queryKey: dashboardKeys.widget(node, type),
    queryFn: async ({ signal }) => {
      const data = firstOf(
        await callEndpoint(
          dashboardEndpoints.widget,
          { params: node, query: { widgetType: type } },
          { signal, ...quiet },
        ),
      );
      if (data === null) throw new ApiError(0, [i18n.t('unknownError')]);
      if (data.widgetType !== type) throw new Error(`Widget answered ${data.widgetType} for ${type}`);
      return data as Extract<WidgetData, { widgetType: T }>;
    },
  });
}

/** The calendar's events of the days shown, both ends included (YYYY-MM-DD). */
export function useCalendarEvents(range: { startDate: string; endDate: string } | null) {
  const node = useNodeRef();
  return useQuery({
    queryKey: [...dashboardKeys.all(node), 'calendar', range] as const,
    queryFn: async ({ signal }) => {
      // Only asked once the days are known (enabled below).
      const query = range as { startDate: string; endDate: string };
      return pageOf(
        await callEndpoint(dashboardEndpoints.calendar, { params: node, query }, { signal, ...quiet }),
      ).values;
    },
    enabled: range !== null,
    // The month shown keeps its events while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useLeadSummary(closingWithin: ClosingRange) {
  const node = useNodeRef();
  return useQuery({
    queryKey: [...dashboardKeys.all(node), 'leadSummary', closingWithin] as const,
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          dashboardEndpoints.byLead,
          { params: node, query: { closingWithin } },
          { signal, ...quiet },
        ),
      ).values,
    placeholderData: keepPreviousData,
  });
}

export type TeamMemberFilters = {
  userId: number | null;
  status: TeamMemberStatus | null;
  closingWithin: ClosingRange;
};

function teamMemberQuery(filters: TeamMemberFilters, start: number, limit: number) {
  return {
    userId: filters.userId ?? undefined,
    status: filters.status ?? undefined,
    closingWithin: filters.closingWithin,
    start,
    limit,
  };
}

export async function fetchTeamMemberProjects(
  node: NodeRef,
  filters: TeamMemberFilters,
  page: { start: number; limit: number },
  signal?: AbortSignal,
): Promise<ListPage<TeamMemberRow>> {
  const answer = await callEndpoint(
    dashboardEndpoints.byTeamMember,
    { params: node, query: teamMemberQuery(filters, page.start, page.limit) },
    { signal, ...quiet },
  );
  return pageOf(answer);
}

export function useTeamMemberProjects(filters: TeamMemberFilters, page: { start: number; limit: number }) {
  const node = useNodeRef();
  return useQuery({
    queryKey: [...dashboardKeys.all(node), 'teamMembers', filters, page] as const,
    queryFn: ({ signal }) => fetchTeamMemberProjects(node, filters, page, signal),
    placeholderData: keepPreviousData,
  });
}

export type MyProjectsParams = {
  start: number;
  limit: number;
  sortcolumn: (typeof myProjectSortColumns)[number];
  sortdirection: 'asc' | 'desc';
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
  searchText?: string | undefined;
};

export function useMyProjects(params: MyProjectsParams) {
  const node = useNodeRef();
  return useQuery({
    queryKey: [...dashboardKeys.all(node), 'myProjects', params] as const,
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          dashboardEndpoints.myProjects,
          { params: node, query: params },
          { signal, ...quiet },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** Contracts ending within 90 days, at most 1000 (000 §9); the tab narrows them by its range. */
export function useProjectsEnding() {
  const node = useNodeRef();
  return useQuery({
    queryKey: [...dashboardKeys.all(node), 'projectsEnding'] as const,
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          dashboardEndpoints.projectsEnding,
          { params: node, query: { limit: projectsEndingLimit, daysUntilExpired: projectsEndingDays } },
          { signal, ...quiet },
        ),
      ).values,
  });
}

/**
 * The latest comments of the node's projects. The key sits under the comments area's, so a comment
 * added on a project refreshes the widget too.
 */
export function useDashboardComments() {
  const node = useNodeRef();
  return useQuery({
    queryKey: ['comments', node.customerId, node.nodeId, 'dashboard'] as const,
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          commentEndpoints.dashboard,
          { params: node, query: { limit: dashboardCommentLimit } },
          { signal, ...quiet },
        ),
      ).values,
  });
}

/** The signed-in user's open tasks due within 15 days; under the tasks area's key, like comments. */
export function useMyTasks() {
  const node = useNodeRef();
  const userId = useSession().info.user.id;
  return useQuery({
    queryKey: ['tasks', node.customerId, node.nodeId, 'byUser', userId] as const,
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          tasksEndpoints.byUser,
          { params: node, query: { userId, dueDays: taskDueDaysDefault } },
          { signal, ...quiet },
        ),
      ).values,
  });
}

export type NodeDocumentsParams = {
  start: number;
  limit: number;
  sortColumn: NodeDocumentSortColumn;
  sortDirection: 'asc' | 'desc';
};

/**
 * One page of the node's expired or pending-approval contract documents, sorted by the server
 * (001 §7 Documents/Contract/Expired and /Pending). It shows its own error, never a notification.
 */
export function useNodeDocuments(which: NodeDocumentList, params: NodeDocumentsParams) {
  const node = useNodeRef();
  return useQuery({
    queryKey: [...dashboardKeys.all(node), 'documents', which, params] as const,
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          which === 'expired' ? contractDocumentsEndpoints.expired : contractDocumentsEndpoints.pending,
          { params: node, query: params },
          { signal, notifyOnError: false },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}
