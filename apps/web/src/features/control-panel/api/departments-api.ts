import type { Department, Division } from '@procura/contract';
import { apiRequest, readList } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import type { NodeRef } from '../../team/api/team-api.ts';

/**
 * Departments with their divisions and the groups that use them (001 §7 Categories, departments,
 * lists). Adding and renaming show their refusals under the field (notifyOnError off); deleting
 * keeps the client's notification, which is where an option still in use is reported.
 */

export type { Department, Division };

const inPlace = { notifyOnError: false } as const;

function path(node: NodeRef, resource: 'Departments' | 'Divisions'): string {
  return `${nodeBase(node.customerId, node.nodeId)}/${resource}`;
}

export async function fetchDepartmentTree(node: NodeRef, signal?: AbortSignal): Promise<Department[]> {
  const body = await apiRequest<unknown>(path(node, 'Departments'), {
    // The groups come along so the editor can say who uses a department before anyone tries to delete it.
    query: { 'filter.fields': 'Divisions,UserGroups' },
    signal,
    notifyOnError: false,
  });
  return readList<Department>(body, 'department').values;
}

export async function createDepartment(node: NodeRef, name: string): Promise<void> {
  await apiRequest<unknown>(path(node, 'Departments'), { method: 'POST', body: { name }, ...inPlace });
}

export async function renameDepartment(node: NodeRef, id: number, name: string): Promise<void> {
  await apiRequest<unknown>(`${path(node, 'Departments')}/UpdateName`, {
    method: 'PUT',
    body: { id, name },
    ...inPlace,
  });
}

export async function deleteDepartment(node: NodeRef, departmentId: number): Promise<void> {
  await apiRequest<unknown>(path(node, 'Departments'), { method: 'DELETE', query: { departmentId } });
}

export async function createDivision(node: NodeRef, departmentId: number, name: string): Promise<void> {
  await apiRequest<unknown>(path(node, 'Divisions'), {
    method: 'POST',
    body: { departmentId, name },
    ...inPlace,
  });
}

export async function renameDivision(node: NodeRef, id: number, name: string): Promise<void> {
  await apiRequest<unknown>(path(node, 'Divisions'), { method: 'PUT', body: { id, name }, ...inPlace });
}

export async function deleteDivision(node: NodeRef, divisionId: number): Promise<void> {
  await apiRequest<unknown>(path(node, 'Divisions'), { method: 'DELETE', query: { divisionId } });
}
