import { type Department, type DropdownList, type DropdownOption, dropdownLists } from '@procura/contract';
import { apiRequest, readList } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import type { NodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The choices the Build pages offer, from lists the control panel manages (001 §7 Categories,
 * departments, lists; Users). Only active options are offered for new choices.
 */

const inPlace = { notifyOnError: false } as const;

export async function fetchDepartmentsWithDivisions(
  node: NodeRef,
  signal?: AbortSignal,
): Promise<Department[]> {
  const body = await apiRequest<unknown>(`${nodeBase(node.customerId, node.nodeId)}/Departments`, {
    query: { 'filter.fields': 'Divisions' },
    signal,
    ...inPlace,
  });
  return readList<Department>(body, 'department').values;
}

/** The active options of one drop-down list (GET /Term, /TradeAgreement, ...). */
export async function fetchActiveOptions(
  node: NodeRef,
  list: DropdownList,
  signal?: AbortSignal,
): Promise<DropdownOption[]> {
  const body = await apiRequest<unknown>(`${nodeBase(node.customerId, node.nodeId)}/${dropdownLists[list]}`, {
    signal,
    ...inPlace,
  });
  return readList<DropdownOption>(body, list).values;
}
