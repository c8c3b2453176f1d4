import { commentEndpoints, dashboardCommentLimit, tasksEndpoints } from '@procura/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, pageOf } from '../../../platform/api/endpoint-call.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The Message Centre's reads of other areas' calls: the comments across the node's projects
 * (GET ProjectComments/Dashboard, paged by its widget's ten, searched by words and days) and the user's
 * tasks. Screens show failures in place.
 */

const inPlace = { notifyOnError: false } as const;

/** The comments page size: the server's cap for the call the Message Centre shares with the widget. */
export const commentsPageSize = dashboardCommentLimit;

export function useCommentsAcrossProjects(
  page: number,
  keywords: string,
  days: { dateFrom?: string; dateTo?: string },
) {
  const node = useNodeRef();
  return useQuery({
    // Under the comments area's key, so a new comment anywhere marks this list stale too.
    queryKey: ['comments', node.customerId, node.nodeId, 'message-centre', page, keywords, days] as const,
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          commentEndpoints.dashboard,
          {
            params: node,
            query: {
              start: (page - 1) * commentsPageSize,
              limit: commentsPageSize,
              ...(keywords ? { keywords } : {}),
              ...days,
            },
          },
          { signal, ...inPlace },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** How far ahead "my tasks" looks: the call's own maximum, a year. */
const myTasksDueDays = 366;

/** The user's open tasks across projects due within a year (GET ProjectTask/GetByUser). */
export function useMyTasks(userId: number) {
  const node = useNodeRef();
  return useQuery({
    // Under the tasks area's key, so a task created or edited marks this list stale too.
    queryKey: ['tasks', node.customerId, node.nodeId, 'message-centre', userId] as const,
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          tasksEndpoints.byUser,
          { params: node, query: { userId, dueDays: myTasksDueDays } },
          { signal, ...inPlace },
        ),
      ).values,
  });
}
