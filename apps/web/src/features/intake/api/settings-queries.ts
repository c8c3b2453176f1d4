import {
  type Department,
  departmentsEndpoints,
  type IntakeSettings,
  type IntakeSettingsInput,
  intakeEndpoints,
} from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, pageOf } from '../../../platform/api/endpoint-call.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * Control panel › Intake settings (issue 24 §2) and the agency's departments it offers. Failures
 * show in place (the page's error state, the form's alert), so none raises the notification.
 */
const inPlace = { notifyOnError: false } as const;

/** Keys carry the customer and node, so an agency switch refetches. */
export const intakeSettingsKeys = {
  settings: (customerId: number, nodeId: number) => ['intake', customerId, nodeId, 'settings'] as const,
  departments: (customerId: number, nodeId: number) => ['intake', customerId, nodeId, 'departments'] as const,
};

export function fetchIntakeSettings(node: NodeRef, signal?: AbortSignal): Promise<IntakeSettings> {
  return callEndpoint(intakeEndpoints.settings, { params: node }, { signal, ...inPlace });
}

export function saveIntakeSettings(node: NodeRef, input: IntakeSettingsInput): Promise<IntakeSettings> {
  return callEndpoint(intakeEndpoints.updateSettings, { params: node, body: input }, inPlace);
}

async function fetchDepartments(node: NodeRef, signal?: AbortSignal): Promise<Department[]> {
  return pageOf(
    await callEndpoint(departmentsEndpoints.list, { params: node, query: {} }, { signal, ...inPlace }),
  ).values;
}

export function useIntakeSettings() {
  const node = useNodeRef();
  return useQuery({
    queryKey: intakeSettingsKeys.settings(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchIntakeSettings(node, signal),
  });
}

export function useIntakeDepartments() {
  const node = useNodeRef();
  return useQuery({
    queryKey: intakeSettingsKeys.departments(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchDepartments(node, signal),
  });
}
