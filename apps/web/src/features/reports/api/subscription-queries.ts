import {
  reportEndpoints,
  type ScheduledReport,
  type ScheduledReportBody,
  type UpdateScheduledReport,
} from '@procura/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';
import { reportKeys } from './library-queries.ts';

/**
 * Report subscriptions (001 §7 /Report/Scheduled, /Report/ScheduledForUser, /Report/ScheduledByUser,
 * /Report/Recipient/{id}): the ones that mail the caller, the ones they made, and their changes.
 * Forms show refusals beside their fields, so the changes opt out of the client's notice.
 */

const inPlace = { notifyOnError: false } as const;

/** The subscriptions that mail the caller (`for`) and those the caller made (`by`). */
export function useMySubscriptions() {
  const node = useNodeRef();
  return useQuery({
    queryKey: reportKeys.scheduled(node),
    queryFn: async ({ signal }) => {
      const [forUser, byUser] = await Promise.all([
        callEndpoint(reportEndpoints.scheduledForUser, { params: node }, { signal, ...inPlace }),
        callEndpoint(reportEndpoints.scheduledByUser, { params: node }, { signal, ...inPlace }),
      ]);
      return { forUser: pageOf(forUser).values, byUser: pageOf(byUser).values };
    },
  });
}

/** Reads the caller's subscriptions again after a change. */
export function useSubscriptionsChanged(): () => Promise<void> {
  const node = useNodeRef();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reportKeys.scheduled(node) });
}

export async function createSubscription(
  node: NodeRef,
  body: ScheduledReportBody,
): Promise<ScheduledReport | null> {
  return firstOf(await callEndpoint(reportEndpoints.createScheduled, { params: node, body }, inPlace));
}

export async function updateSubscription(
  node: NodeRef,
  body: UpdateScheduledReport,
): Promise<ScheduledReport | null> {
  return firstOf(await callEndpoint(reportEndpoints.updateScheduled, { params: node, body }, inPlace));
}

/** Ends a subscription the caller made: none of its recipients is mailed again. */
export async function deleteSubscription(node: NodeRef, id: number): Promise<void> {
  await callEndpoint(reportEndpoints.deleteScheduled, { params: { ...node, id } });
}

/** Takes one recipient off a subscription (the last one's removal ends it). */
export async function deleteRecipient(node: NodeRef, id: number): Promise<void> {
  await callEndpoint(reportEndpoints.deleteRecipient, { params: { ...node, id } });
}
