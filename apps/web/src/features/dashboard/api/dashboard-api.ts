import {
  type CalendarEvent,
  type ClosingRange,
  dashboardCommentLimit,
  type LeadSummaryRow,
  type MyProjectRow,
  type myProjectSortColumns,
  type NodeContractDocument,
  type NodeDocumentList,
  type NodeDocumentSortColumn,
  type ProjectComment,
  type ProjectEnding,
  type ProjectTask,
  projectsEndingDays,
  projectsEndingLimit,
  type TeamMemberRow,
  type TeamMemberStatus,
  taskDueDaysDefault,
  type WidgetData,
  type WidgetDataType,
  widgetDataSchema,
} from '@procura/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, type ListPage, parseAnswer, readList } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import { useNodeRef, useSession } from '../../../platform/session/session-context.tsx';

/**
 * The dashboard's calls (001 §7 Dashboards). Each widget reads its own query, so one failing
 * call shows in its widget only. Every screen here shows its own error, never a notification.
 */

export type NodeRef = { customerId: number; nodeId: number };

export const dashboardKeys = {
  all: (node: NodeRef) => ['dashboard', node.customerId, node.nodeId] as const,
  layout: (node: NodeRef) => ['dashboard', node.customerId, node.nodeId, 'layout'] as const,
  widget: (node: NodeRef, type: WidgetDataType) =>
    ['dashboard', node.customerId, node.nodeId, 'widget', type] as const,
};

function path(node: NodeRef, rest: string): string {
  return `${nodeBase(node.customerId, node.nodeId)}/${rest}`;
}

function get(
  node: NodeRef,
  rest: string,
  query: Record<string, string | number | undefined>,
  signal: AbortSignal,
) {
  return apiRequest<unknown>(path(node, rest), { query, signal, notifyOnError: false });
}

/** Shared by the widgets of GET Widget?widgetType: a count, an amount, the counter's categories. */
export function useWidgetData<T extends WidgetDataType>(type: T) {
  const node = useNodeRef();
  return useQuery({
    queryKey: dashboardKeys.widget(node, type),
    queryFn: async ({ signal }) => {
      const [first] = readList<unknown>(
        await get(node, 'Widget', { widgetType: type }, signal),
        'widget',
      ).values;
      const data = parseAnswer(widgetDataSchema, first);
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
    queryFn: async ({ signal }) =>
      readList<CalendarEvent>(await get(node, 'Calendar', { ...range }, signal), 'calendarEvent').values,
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
      readList<LeadSummaryRow>(
        await get(node, 'SourceProjectByLeadWidget', { closingWithin }, signal),
        'leadSummary',
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
  const body = await apiRequest<unknown>(path(node, 'SourceProjectsByTeamMembers'), {
    query: teamMemberQuery(filters, page.start, page.limit),
    signal,
    notifyOnError: false,
  });
  return readList<TeamMemberRow>(body, 'teamMemberProject');
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
      readList<MyProjectRow>(await get(node, 'Dashboard/MyProjects', params, signal), 'myProject'),
    placeholderData: keepPreviousData,
  });
}

/** Contracts ending within 90 days, at most 1000 (000 §9); the tab narrows them by its range. */
export function useProjectsEnding() {
  const node = useNodeRef();
  return useQuery({
    queryKey: [...dashboardKeys.all(node), 'projectsEnding'] as const,
    queryFn: async ({ signal }) =>
      readList<ProjectEnding>(
        await get(
          node,
          'Dashboard/ProjectsEnding',
          { limit: projectsEndingLimit, daysUntilExpired: projectsEndingDays },
          signal,
        ),
        'projectEnding',
      ).values,
  });
}

export type NodeDocumentsParams = {
  start: number;
  limit: number;
  sortColumn: NodeDocumentSortColumn;
  sortDirection: 'asc' | 'desc';
};

/** One page of the node's expired or pending-approval contract documents, sorted by the server. */
export function useNodeDocuments(which: NodeDocumentList, params: NodeDocumentsParams) {
  const node = useNodeRef();
  return useQuery({
    queryKey: [...dashboardKeys.all(node), 'documents', which, params] as const,
    queryFn: async ({ signal }) =>
      readList<NodeContractDocument>(
        await get(node, `Documents/Contract/${which === 'expired' ? 'Expired' : 'Pending'}`, params, signal),
        'document',
      ),
    placeholderData: keepPreviousData,
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
      readList<ProjectComment>(
        await get(node, 'ProjectComments/Dashboard', { limit: dashboardCommentLimit }, signal),
        'projectComment',
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
      readList<ProjectTask>(
        await get(node, 'ProjectTask/GetByUser', { userId, dueDays: taskDueDaysDefault }, signal),
        'projectTask',
      ).values,
  });
}
