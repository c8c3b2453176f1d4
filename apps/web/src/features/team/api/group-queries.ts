import {
  accessEndpoints,
  departmentsEndpoints,
  type SaveUserGroup,
  teamGroupEndpoints,
} from '@procura/contract';
import { callEndpoint, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import type { NodeRef } from '../../../platform/session/session-context.tsx';

/** Groups, departments and the permission list of one tender node (001 §7 Users and groups). */

export async function fetchUserGroups(node: NodeRef, signal?: AbortSignal) {
  const answer = await callEndpoint(
    teamGroupEndpoints.list,
    { params: node, query: {} },
    { signal, notifyOnError: false },
  );
  return pageOf(answer).values;
}

const inPlace = { notifyOnError: false } as const;

/** Creates (no id) or renames and re-permissions (with id) a group; answers it when the server does. */
export async function saveUserGroup(node: NodeRef, group: SaveUserGroup) {
  const endpoint = group.id === undefined ? teamGroupEndpoints.create : teamGroupEndpoints.update;
  return firstOf(await callEndpoint(endpoint, { params: node, body: group }, inPlace));
}

export async function deleteUserGroup(node: NodeRef, groupId: number): Promise<void> {
  await callEndpoint(teamGroupEndpoints.remove, { params: node, query: { userGroupId: groupId } });
}

/** Adds (POST) or removes (DELETE) every listed user to or from every listed group. */
export async function changeGroupMembers(
  node: NodeRef,
  change: 'add' | 'remove',
  userIds: number[],
  groupIds: number[],
): Promise<void> {
  if (userIds.length === 0 || groupIds.length === 0) return;
  const endpoint = change === 'add' ? teamGroupEndpoints.addMembers : teamGroupEndpoints.removeMembers;
  await callEndpoint(endpoint, { params: node, body: { userIds, groupIds } }, inPlace);
}

export async function fetchDepartments(node: NodeRef, signal?: AbortSignal) {
  const answer = await callEndpoint(
    departmentsEndpoints.all,
    { params: node },
    { signal, notifyOnError: false },
  );
  return pageOf(answer).values;
}

export async function fetchPermissions(node: NodeRef, signal?: AbortSignal) {
  const answer = await callEndpoint(
    accessEndpoints.permissions,
    { params: node },
    { signal, notifyOnError: false },
  );
  return pageOf(answer).values;
}
