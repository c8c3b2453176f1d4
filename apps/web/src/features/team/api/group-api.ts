import { type SaveUserGroup, type UserGroup, userGroupSchema } from '@procura/contract';
import { apiRequest, readList, readOne } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import type { NodeRef } from './team-api.ts';

/** Groups, departments and the permission list of one tender node (001 §7 Users and groups). */

export type { UserGroup };
export type Department = { id: number; name: string };
export type PermissionItem = { id: string; category: string; label: string };

function groupsPath(node: NodeRef): string {
  return `${nodeBase(node.customerId, node.nodeId)}/UserGroups`;
}

/**
 * The node's groups with their members and permissions. A group answered without them (an older
 * server) reads as empty lists, so screens that only need names keep working.
 */
export async function fetchUserGroups(node: NodeRef, signal?: AbortSignal): Promise<UserGroup[]> {
  const body = await apiRequest<unknown>(groupsPath(node), { signal, notifyOnError: false });
  return readList<Partial<UserGroup> & Pick<UserGroup, 'id' | 'name'>>(body, 'userGroup').values.map(
    (group) => ({
      id: group.id,
      name: group.name,
      departmentId: group.departmentId ?? null,
      users: group.users ?? [],
      permissions: group.permissions ?? [],
    }),
  );
}

const inPlace = { notifyOnError: false } as const;

/** Creates (no id) or renames and re-permissions (with id) a group; answers it when the server does. */
export async function saveUserGroup(node: NodeRef, group: SaveUserGroup): Promise<UserGroup | null> {
  const body = await apiRequest<unknown>(groupsPath(node), {
    method: group.id === undefined ? 'POST' : 'PUT',
    body: group,
    ...inPlace,
  });
  return readOne(userGroupSchema, body, 'userGroup');
}

export async function deleteUserGroup(node: NodeRef, groupId: number): Promise<void> {
  await apiRequest<unknown>(groupsPath(node), { method: 'DELETE', query: { userGroupId: groupId } });
}

/** Adds (POST) or removes (DELETE) every listed user to or from every listed group. */
export async function changeGroupMembers(
  node: NodeRef,
  change: 'add' | 'remove',
  userIds: number[],
  groupIds: number[],
): Promise<void> {
  if (userIds.length === 0 || groupIds.length === 0) return;
  await apiRequest<unknown>(`${groupsPath(node)}/Users`, {
    method: change === 'add' ? 'POST' : 'DELETE',
    body: { userIds, groupIds },
    ...inPlace,
  });
}

export async function fetchDepartments(node: NodeRef, signal?: AbortSignal): Promise<Department[]> {
  const body = await apiRequest<unknown>(`${nodeBase(node.customerId, node.nodeId)}/Departments/All`, {
    signal,
    notifyOnError: false,
  });
  return readList<Department>(body, 'department').values;
}

export async function fetchPermissions(node: NodeRef, signal?: AbortSignal): Promise<PermissionItem[]> {
  const body = await apiRequest<unknown>(`${nodeBase(node.customerId, node.nodeId)}/Permissions/All`, {
    signal,
    notifyOnError: false,
  });
  return readList<PermissionItem>(body, 'permission').values;
}
