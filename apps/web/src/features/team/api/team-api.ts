import { listLimits, type RoutePermissionEntry } from '@procura/contract';
import { apiRequest, type ListPage, readList } from '../../../api/client.ts';
import { nodeBase } from '../../../api/paths.ts';

/** Users, groups and route permissions of one tender node (001 §7 Users and groups). */

export type NodeRef = { customerId: number; nodeId: number };

export type TeamMember = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  avatarUrl: string | null;
  inActive: boolean;
  locked: boolean;
  purchaser: boolean;
  groupIds: number[];
};

export type UserGroup = { id: number; name: string };

export type TeamQuery = { page: number; search: string; pageSize?: number };

export async function fetchTeamMembers(
  node: NodeRef,
  query: TeamQuery,
  signal?: AbortSignal,
): Promise<ListPage<TeamMember>> {
  const limit = query.pageSize ?? listLimits.defaultPageSize;
  const body = await apiRequest<unknown>(`${nodeBase(node.customerId, node.nodeId)}/Users`, {
    query: { offset: (query.page - 1) * limit, limit, search: query.search.trim() },
    signal,
    notifyOnError: false,
  });
  return readList<TeamMember>(body, 'user');
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
  const body = await apiRequest<unknown>(`${nodeBase(node.customerId, node.nodeId)}/Users/`, {
    query: { userId },
    signal,
    notifyOnError: false,
  });
  return readList<TeamMember>(body, 'user').values.find((member) => member.id === userId) ?? null;
}

export async function fetchUserGroups(node: NodeRef, signal?: AbortSignal): Promise<UserGroup[]> {
  const body = await apiRequest<unknown>(`${nodeBase(node.customerId, node.nodeId)}/UserGroups`, {
    signal,
    notifyOnError: false,
  });
  return readList<UserGroup>(body, 'userGroup').values;
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
