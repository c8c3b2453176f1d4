import { type Department, departmentsEndpoints } from '@procura/contract';
import { callEndpoint, pageOf } from '../../../platform/api/endpoint-call.ts';
import type { NodeRef } from '../../../platform/session/session-context.tsx';

/** The departments with their divisions, the choices of a project's Build details (001 §7 Departments). */
export async function fetchDepartmentsWithDivisions(
  node: NodeRef,
  signal?: AbortSignal,
): Promise<Department[]> {
  const answer = await callEndpoint(
    departmentsEndpoints.list,
    { params: node, query: { 'filter.fields': 'Divisions' } },
    { signal, notifyOnError: false },
  );
  return pageOf(answer).values;
}
