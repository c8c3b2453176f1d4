import {
  accessEndpoints,
  type CreateTeamMember,
  httpTimeouts,
  listLimits,
  type RoutePermissionEntry,
  type TeamMember,
  teamEndpoints,
  type UpdateOwnProfile,
  type UpdateTeamMember,
} from '@procura/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ListPage } from '../../../platform/api/client.ts';
import { callEndpoint, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';
import { fetchDepartments, fetchPermissions, fetchUserGroups } from './group-queries.ts';

/** Users and route permissions of one tender node (001 §7 Users and groups). */

export type TeamQuery = { page: number; search: string; pageSize?: number };

export async function fetchTeamMembers(
  node: NodeRef,
  query: TeamQuery,
  signal?: AbortSignal,
): Promise<ListPage<TeamMember>> {
  const limit = query.pageSize ?? listLimits.defaultPageSize;
  const answer = await callEndpoint(
    teamEndpoints.list,
    { params: node, query: { offset: (query.page - 1) * limit, limit, search: query.search.trim() } },
    { signal, notifyOnError: false },
  );
  return pageOf(answer);
}

/** Every member of the agency, for pickers (the group editor's member list). */
export async function fetchAllTeamMembers(node: NodeRef, signal?: AbortSignal): Promise<TeamMember[]> {
  const page = await fetchTeamMembers(node, { page: 1, search: '', pageSize: listLimits.users }, signal);
  return page.values;
}

/**
 * One member (001 §7: GET /Users/?userId). The answer is matched on the id, so a server that
 * answers a list still shows the right person or none.
 */
export async function fetchTeamMember(
  node: NodeRef,
  userId: number,
  signal?: AbortSignal,
): Promise<TeamMember | null> {
  const answer = await callEndpoint(
    teamEndpoints.list,
    { params: node, query: { userId } },
    { signal, notifyOnError: false },
  );
  return pageOf(answer).values.find((member) => member.id === userId) ?? null;
}

/** Forms show their failures in place (field messages), so their calls opt out of the notification. */
const inPlace = { notifyOnError: false } as const;

/** The new member, or null when the server answered without one (the list then shows it). */
export async function createTeamMember(node: NodeRef, member: CreateTeamMember): Promise<TeamMember | null> {
  return firstOf(await callEndpoint(teamEndpoints.create, { params: node, body: member }, inPlace));
}

export async function updateTeamMember(node: NodeRef, member: UpdateTeamMember): Promise<void> {
  await callEndpoint(teamEndpoints.update, { params: node, body: member }, inPlace);
}

/**
 * A user's own profile and password. A wrong old password answers 401 oldPasswordIncorrect: that
 * is an answer, not an ended session, so this call is the one exemption from the 401 rule (001 §8).
 */
export async function updateOwnProfile(node: NodeRef, userId: number, profile: UpdateOwnProfile) {
  await callEndpoint(
    teamEndpoints.updateOwnProfile,
    { params: { ...node, id: userId }, body: profile },
    { redirectOnUnauthorized: false, ...inPlace },
  );
}

/** Row actions report failures through the client's error notification. */
export async function unlockTeamMember(node: NodeRef, userId: number): Promise<void> {
  await callEndpoint(teamEndpoints.unlock, { params: node, query: { userid: userId } });
}

export async function setTeamMemberActive(node: NodeRef, userId: number, active: boolean): Promise<void> {
  await callEndpoint(teamEndpoints.setStatus, { params: node, query: { active: String(active), userId } });
}

export async function deleteTeamMember(node: NodeRef, userId: number): Promise<void> {
  await callEndpoint(teamEndpoints.remove, { params: node, query: { userId } });
}

/** The avatar, as multipart field `file`; the caller has checked it with isAcceptableAvatar. */
export async function uploadAvatar(node: NodeRef, userId: number, file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  await callEndpoint(
    teamEndpoints.uploadAvatar,
    { params: node, query: { userId }, form },
    { timeoutMs: httpTimeouts.transferMs, ...inPlace },
  );
}

/** The node's route permission list; the guard resolves every route against it. */
export async function fetchRoutePermissions(
  node: NodeRef,
  signal?: AbortSignal,
): Promise<RoutePermissionEntry[]> {
  const answer = await callEndpoint(
    accessEndpoints.routePermissions,
    { params: node },
    { signal, notifyOnError: false },
  );
  return pageOf(answer).values;
}

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
