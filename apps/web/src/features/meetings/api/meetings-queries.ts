import { meetingsEndpoints, type UpdateAttendance } from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointHref, firstOf } from '../../../platform/api/endpoint-call.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/** The Project Meetings calls: attendance by meeting and plan taker, and the sign-in sheets. */
type NodeRef = { customerId: number; nodeId: number };

export const meetingKeys = {
  ofTender: (node: NodeRef, tenderId: number) =>
    ['meetings', node.customerId, node.nodeId, tenderId] as const,
};

export function useAttendance(tenderId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: meetingKeys.ofTender(node, tenderId),
    queryFn: async ({ signal }) => {
      const answer = await callEndpoint(
        meetingsEndpoints.attendance,
        { params: node, query: { tenderId } },
        { signal, notifyOnError: false },
      );
      const value = firstOf(answer);
      if (!value) throw new Error('No answer');
      return value;
    },
  });
}

export async function recordAttendance(node: NodeRef, body: UpdateAttendance): Promise<void> {
  await callEndpoint(meetingsEndpoints.recordAttendance, { params: node, body });
}

export const signInSheetUrl = (node: NodeRef, meetingId: number, format: 'pdf' | 'xlsx') =>
  endpointHref(meetingsEndpoints.signInSheet, { params: node, query: { meetingId, format } });
