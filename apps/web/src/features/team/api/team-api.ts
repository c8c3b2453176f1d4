import {
  type CreateTeamMember,
  httpTimeouts,
  listLimits,
  type RoutePermissionEntry,
  type TeamMember,
  teamMemberSchema,
  type UpdateOwnProfile,
  type UpdateTeamMember,
} from '@procura/contract';
import { apiRequest, type ListPage, readList, readOne } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';

/** Users and route permissions of one tender node (001 §7 Users and groups). */

export type { TeamMember };
export type NodeRef = { customerId: number; nodeId: number };
export type TeamQuery = { page: number; search: string; pageSize?: number };

function usersPath(node: NodeRef): string {
  return `${nodeBase(node.customerId, node.nodeId)}/Users`;
}

export async function fetchTeamMembers(
  node: NodeRef,
  query: TeamQuery,
  signal?: AbortSignal,
): Promise<ListPage<TeamMember>> {
  const limit = query.pageSize ?? listLimits.defaultPageSize;
  const body = await apiRequest<unknown>(usersPath(node), {
    query: { offset: (query.page - 1) * limit, limit, search: query.search.trim() },
    signal,
    notifyOnError: false,
  });
  return readList<TeamMember>(body, 'user');
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
  const body = await apiRequest<unknown>(`${usersPath(node)}/`, {
    query: { userId },
    signal,
    notifyOnError: false,
  });
  return readList<TeamMember>(body, 'user').values.find((member) => member.id === userId) ?? null;
}

/** Forms show their failures in place (field messages), so their calls opt out of the notification. */
const inPlace = { notifyOnError: false } as const;

/** The new member, or null when the server answered without one (the list then shows it). */
export async function createTeamMember(node: NodeRef, member: CreateTeamMember): Promise<TeamMember | null> {
  const body = await apiRequest<unknown>(usersPath(node), { method: 'POST', body: member, ...inPlace });
  return readOne(teamMemberSchema, body, 'user');
}

export async function updateTeamMember(node: NodeRef, member: UpdateTeamMember): Promise<void> {
  await apiRequest<unknown>(usersPath(node), { method: 'PUT', body: member, ...inPlace });
}

/**
 * A user's own profile and password. A wrong old password answers 401 oldPasswordIncorrect: that
 * is an answer, not an ended session, so this call is the one exemption from the 401 rule (001 §8).
 */
export async function updateOwnProfile(node: NodeRef, userId: number, profile: UpdateOwnProfile) {
  await apiRequest<unknown>(`${usersPath(node)}/${userId}/teamMember`, {
    method: 'PUT',
    body: profile,
    redirectOnUnauthorized: false,
    ...inPlace,
  });
}

/** Row actions report failures through the client's error notification. */
export async function unlockTeamMember(node: NodeRef, userId: number): Promise<void> {
  await apiRequest<unknown>(`${usersPath(node)}/Unlock`, { method: 'PUT', query: { userid: userId } });
}

export async function setTeamMemberActive(node: NodeRef, userId: number, active: boolean): Promise<void> {
  await apiRequest<unknown>(`${usersPath(node)}/Status`, { method: 'PUT', query: { active, userId } });
}

export async function deleteTeamMember(node: NodeRef, userId: number): Promise<void> {
  await apiRequest<unknown>(usersPath(node), { method: 'DELETE', query: { userId } });
}

/** The avatar, as multipart field `file`; the caller has checked it with isAcceptableAvatar. */
export async function uploadAvatar(node: NodeRef, userId: number, file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  await apiRequest<unknown>(`${usersPath(node)}/Upload`, {
    method: 'POST',
    query: { userId },
    body: form,
    timeoutMs: httpTimeouts.transferMs,
    ...inPlace,
  });
}

/** The node's route permission list; the guard resolves every route against it. */
export async function fetchRoutePermissions(
  node: NodeRef,
  signal?: AbortSignal,
): Promise<RoutePermissionEntry[]> {
  const body = await apiRequest<unknown>(`${nodeBase(node.customerId, node.nodeId)}/RoutePermissions/All`, {
    signal,
    notifyOnError: false,
  });
  return readList<RoutePermissionEntry>(body, 'routePermission').values;
}
