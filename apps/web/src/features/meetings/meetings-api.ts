import type { MeetingAttendance, UpdateAttendance } from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, readList } from '../../platform/api/client.ts';
import { nodeBase } from '../../platform/api/paths.ts';
import { useNodeRef } from '../../platform/session/session-context.tsx';

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
      const body = await apiRequest<unknown>(
        `${nodeBase(node.customerId, node.nodeId)}/Meetings/Attendance`,
        {
          query: { tenderId },
          signal,
          notifyOnError: false,
        },
      );
      const [value] = readList<MeetingAttendance>(body, 'meetingAttendance').values;
      if (!value) throw new Error('No answer');
      return value;
    },
  });
}

export async function recordAttendance(node: NodeRef, body: UpdateAttendance): Promise<void> {
  await apiRequest<unknown>(`${nodeBase(node.customerId, node.nodeId)}/Meetings/Attendance`, {
    method: 'PUT',
    body,
  });
}

export const signInSheetUrl = (node: NodeRef, meetingId: number, format: 'pdf' | 'xlsx') =>
  `${nodeBase(node.customerId, node.nodeId)}/SignInSheet?meetingId=${meetingId}&format=${format}`;
