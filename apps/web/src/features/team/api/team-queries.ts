import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { fetchDepartments, fetchPermissions, fetchUserGroups } from './group-api.ts';
import { fetchAllTeamMembers, fetchTeamMember, fetchTeamMembers, type TeamQuery } from './team-api.ts';

/** Data hooks of the team area; keys carry the customer and node, so an agency switch refetches. */
export const teamKeys = {
  all: ['team'] as const,
  node: (customerId: number, nodeId: number) => ['team', customerId, nodeId] as const,
  /** Prefix of every member list (paged pages and the picker's full list). */
  memberLists: (customerId: number, nodeId: number) => ['team', customerId, nodeId, 'members'] as const,
  members: (customerId: number, nodeId: number, query: TeamQuery) =>
    ['team', customerId, nodeId, 'members', query] as const,
  allMembers: (customerId: number, nodeId: number) => ['team', customerId, nodeId, 'members', 'all'] as const,
  member: (customerId: number, nodeId: number, userId: number) =>
    ['team', customerId, nodeId, 'member', userId] as const,
  groups: (customerId: number, nodeId: number) => ['team', customerId, nodeId, 'groups'] as const,
  departments: (customerId: number, nodeId: number) => ['team', customerId, nodeId, 'departments'] as const,
  permissions: (customerId: number, nodeId: number) => ['team', customerId, nodeId, 'permissions'] as const,
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

export function useAllTeamMembers() {
  const node = useNodeRef();
  return useQuery({
    queryKey: teamKeys.allMembers(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchAllTeamMembers(node, signal),
  });
}

export function useTeamMember(userId: number, enabled = true) {
  const node = useNodeRef();
  return useQuery({
    queryKey: teamKeys.member(node.customerId, node.nodeId, userId),
    queryFn: ({ signal }) => fetchTeamMember(node, userId, signal),
    enabled: enabled && Number.isInteger(userId) && userId > 0,
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

export function useDepartments() {
  const node = useNodeRef();
  return useQuery({
    queryKey: teamKeys.departments(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchDepartments(node, signal),
    staleTime: 5 * 60_000,
  });
}

export function usePermissionList() {
  const node = useNodeRef();
  return useQuery({
    queryKey: teamKeys.permissions(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchPermissions(node, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * Marks what a change of members or groups may have touched as stale: every member list, the
 * members' pages and the groups (a member's groups show on both sides).
 */
export function useInvalidateTeam(): () => Promise<void> {
  const queryClient = useQueryClient();
  const node = useNodeRef();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: teamKeys.node(node.customerId, node.nodeId) }),
    [queryClient, node.customerId, node.nodeId],
  );
}
