import { type Department, type Division, departmentsEndpoints } from '@procura/contract';
import { callEndpoint, pageOf } from '../../../platform/api/endpoint-call.ts';
import type { NodeRef } from '../../../platform/session/session-context.tsx';

/**
 * Departments with their divisions and the groups that use them (001 §7 Categories, departments,
 * lists). Adding and renaming show their refusals under the field (notifyOnError off); deleting
 * keeps the client's notification, which is where an option still in use is reported.
 */

export type { Department, Division };

const inPlace = { notifyOnError: false } as const;

export async function fetchDepartmentTree(node: NodeRef, signal?: AbortSignal): Promise<Department[]> {
  const answer = await callEndpoint(
    departmentsEndpoints.list,
    // The groups come along so the editor can say who uses a department before anyone tries to delete it.
    { params: node, query: { 'filter.fields': 'Divisions,UserGroups' } },
    { signal, ...inPlace },
  );
  return pageOf(answer).values;
}

export async function createDepartment(node: NodeRef, name: string): Promise<void> {
  await callEndpoint(departmentsEndpoints.create, { params: node, body: { name } }, inPlace);
}

export async function renameDepartment(node: NodeRef, id: number, name: string): Promise<void> {
  await callEndpoint(departmentsEndpoints.rename, { params: node, body: { id, name } }, inPlace);
}

export async function deleteDepartment(node: NodeRef, departmentId: number): Promise<void> {
  await callEndpoint(departmentsEndpoints.remove, { params: node, query: { departmentId } });
}

export async function createDivision(node: NodeRef, departmentId: number, name: string): Promise<void> {
  await callEndpoint(
    departmentsEndpoints.createDivision,
    { params: node, body: { departmentId, name } },
    inPlace,
  );
}

export async function renameDivision(node: NodeRef, id: number, name: string): Promise<void> {
  await callEndpoint(departmentsEndpoints.updateDivision, { params: node, body: { id, name } }, inPlace);
}

export async function deleteDivision(node: NodeRef, divisionId: number): Promise<void> {
  await callEndpoint(departmentsEndpoints.removeDivision, { params: node, query: { divisionId } });
}
