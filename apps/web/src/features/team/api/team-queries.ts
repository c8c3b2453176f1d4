import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNodeRef } from '../../../app/session/session-context.tsx';
import { fetchTeamMember, fetchTeamMembers, fetchUserGroups, type TeamQuery } from './team-api.ts';

/** Data hooks of the team area; keys carry the customer and node, so an agency switch refetches. */
export const teamKeys = {
  all: ['team'] as const,
  members: (customerId: number, nodeId: number, query: TeamQuery) =>
    ['team', customerId, nodeId, 'members', query] as const,
  member: (customerId: number, nodeId: number, userId: number) =>
    ['team', customerId, nodeId, 'member', userId] as const,
  groups: (customerId: number, nodeId: number) => ['team', customerId, nodeId, 'groups'] as const,
};

export function useTeamMembers(query: TeamQuery) {
  const node = useNodeRef();
  return useQuery({
    queryKey: teamKeys.members(node.customerId, node.nodeId, query),
    queryFn: ({ signal }) => fetchTeamMembers(node, query, signal),
    // Keep the previous page on screen while the next loads, so paging does not flash a skeleton.
    placeholderData: keepPreviousData,
  });
}

export function useTeamMember(userId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: teamKeys.member(node.customerId, node.nodeId, userId),
    queryFn: ({ signal }) => fetchTeamMember(node, userId, signal),
    enabled: Number.isInteger(userId) && userId > 0,
  });
}

export function useUserGroups() {
  const node = useNodeRef();
  return useQuery({
    queryKey: teamKeys.groups(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchUserGroups(node, signal),
    staleTime: 5 * 60_000,
  });
}
