import {
  type AssessmentGroup,
  type AssessmentGroupInput,
  type FinalRating,
  type PerformanceTemplate,
  type PerformanceTemplateInput,
  type PerformanceWorkflow,
  performanceSettingsEndpoints,
} from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../platform/api/client.ts';
import { callEndpoint, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The node's supplier performance settings (001 §7 PerformanceTemplate, PerformanceWorkflow,
 * FinalRating and our assessment groups). Every call shows its failure in place (the page's error
 * state, a form's field or alert), so none raises the client's error notification.
 */

export type { AssessmentGroup, FinalRating, PerformanceTemplate, PerformanceWorkflow };

const inPlace = { notifyOnError: false } as const;

/** Keys carry the customer and node, so an agency switch refetches. */
export const performanceSettingsKeys = {
  all: (customerId: number, nodeId: number) => ['performance', customerId, nodeId, 'settings'] as const,
  templates: (customerId: number, nodeId: number) =>
    [...performanceSettingsKeys.all(customerId, nodeId), 'templates'] as const,
  groups: (customerId: number, nodeId: number) =>
    [...performanceSettingsKeys.all(customerId, nodeId), 'assessmentGroups'] as const,
  workflow: (customerId: number, nodeId: number) =>
    [...performanceSettingsKeys.all(customerId, nodeId), 'workflow'] as const,
  finalRating: (customerId: number, nodeId: number) =>
    [...performanceSettingsKeys.all(customerId, nodeId), 'finalRating'] as const,
};

/** The one item an answer of a save or a settings read holds; none is the server's fault. */
function onlyItem<Item>(item: Item | null): Item {
  if (item === null) throw new ApiError(404, [i18n.t('notFound')]);
  return item;
}

export async function fetchPerformanceTemplates(
  node: NodeRef,
  signal?: AbortSignal,
): Promise<PerformanceTemplate[]> {
  const answer = await callEndpoint(
    performanceSettingsEndpoints.templates,
    { params: node },
    { signal, ...inPlace },
  );
  return pageOf(answer).values;
}

/** Adds a template (`id` null) or replaces one; the answer is the stored template. */
export async function savePerformanceTemplate(
  node: NodeRef,
  id: number | null,
  template: PerformanceTemplateInput,
): Promise<PerformanceTemplate> {
  const answer =
    id === null
      ? await callEndpoint(
          performanceSettingsEndpoints.createTemplate,
          { params: node, body: template },
          inPlace,
        )
      : await callEndpoint(
          performanceSettingsEndpoints.updateTemplate,
          { params: { ...node, performanceTemplateId: id }, body: template },
          inPlace,
        );
  return onlyItem(firstOf(answer));
}

/** Refused (performanceTemplateInUse) while evaluations were made from it. */
export async function deletePerformanceTemplate(node: NodeRef, id: number): Promise<void> {
  await callEndpoint(
    performanceSettingsEndpoints.deleteTemplate,
    { params: { ...node, performanceTemplateId: id } },
    inPlace,
  );
}

export async function fetchAssessmentGroups(node: NodeRef, signal?: AbortSignal): Promise<AssessmentGroup[]> {
  const answer = await callEndpoint(
    performanceSettingsEndpoints.assessmentGroups,
    { params: node },
    { signal, ...inPlace },
  );
  return pageOf(answer).values;
}

export async function saveAssessmentGroup(
  node: NodeRef,
  id: number | null,
  group: AssessmentGroupInput,
): Promise<AssessmentGroup> {
  const answer =
    id === null
      ? await callEndpoint(
          performanceSettingsEndpoints.createAssessmentGroup,
          { params: node, body: group },
          inPlace,
        )
      : await callEndpoint(
          performanceSettingsEndpoints.updateAssessmentGroup,
          { params: { ...node, assessmentGroupId: id }, body: group },
          inPlace,
        );
  return onlyItem(firstOf(answer));
}

/** Refused (performanceAssessmentGroupInUse) while templates belong to it. */
export async function deleteAssessmentGroup(node: NodeRef, id: number): Promise<void> {
  await callEndpoint(
    performanceSettingsEndpoints.deleteAssessmentGroup,
    { params: { ...node, assessmentGroupId: id } },
    inPlace,
  );
}

export async function fetchPerformanceWorkflow(
  node: NodeRef,
  signal?: AbortSignal,
): Promise<PerformanceWorkflow> {
  const answer = await callEndpoint(
    performanceSettingsEndpoints.workflow,
    { params: node },
    { signal, ...inPlace },
  );
  return onlyItem(firstOf(answer));
}

export async function savePerformanceWorkflow(
  node: NodeRef,
  workflow: PerformanceWorkflow,
): Promise<PerformanceWorkflow> {
  const answer = await callEndpoint(
    performanceSettingsEndpoints.updateWorkflow,
    { params: node, body: workflow },
    inPlace,
  );
  return onlyItem(firstOf(answer));
}

export async function fetchFinalRating(node: NodeRef, signal?: AbortSignal): Promise<FinalRating> {
  const answer = await callEndpoint(
    performanceSettingsEndpoints.finalRating,
    { params: node },
    { signal, ...inPlace },
  );
  return onlyItem(firstOf(answer));
}

export async function saveFinalRating(node: NodeRef, rating: FinalRating): Promise<FinalRating> {
  const answer = await callEndpoint(
    performanceSettingsEndpoints.updateFinalRating,
    { params: node, body: rating },
    inPlace,
  );
  return onlyItem(firstOf(answer));
}

export function usePerformanceTemplates() {
  const node = useNodeRef();
  return useQuery({
    queryKey: performanceSettingsKeys.templates(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchPerformanceTemplates(node, signal),
  });
}

export function useAssessmentGroups() {
  const node = useNodeRef();
  return useQuery({
    queryKey: performanceSettingsKeys.groups(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchAssessmentGroups(node, signal),
  });
}

export function usePerformanceWorkflow() {
  const node = useNodeRef();
  return useQuery({
    queryKey: performanceSettingsKeys.workflow(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchPerformanceWorkflow(node, signal),
  });
}

export function useFinalRating() {
  const node = useNodeRef();
  return useQuery({
    queryKey: performanceSettingsKeys.finalRating(node.customerId, node.nodeId),
    queryFn: ({ signal }) => fetchFinalRating(node, signal),
  });
}
