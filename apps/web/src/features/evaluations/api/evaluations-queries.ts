import {
  type CriterionInput,
  type Evaluation,
  type EvaluationSettings,
  type EvaluationStatus,
  evaluationsEndpoints as endpoints,
  type ReviewMeetingInput,
  type SupplierStatusInput,
} from '@procura/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointHref, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The buyer's evaluation calls (issue 8 §1; server module evaluations, declared in the contract's
 * endpoints/evaluations.ts). Every change answers the whole evaluation, which replaces the cached
 * one, so the pages show the server's status and `missing` without a refetch. Calls do not notify
 * on their own: the caller shows every message of a refusal (use-evaluation-call.ts) or puts it
 * beside its field.
 */
export type { EvaluationSupplier, ReviewMeetingInput } from '@procura/contract';

const inPlace = { notifyOnError: false } as const;
const one = (node: NodeRef, evaluationId: number) => ({ ...node, evaluationId });

export const evaluationKeys = {
  /** Everything read about one project's evaluation: a change marks all of it stale. */
  all: (node: NodeRef, projectId: number) =>
    ['evaluations', node.customerId, node.nodeId, projectId] as const,
  one: (node: NodeRef, projectId: number) => [...evaluationKeys.all(node, projectId), 'evaluation'] as const,
  suppliers: (node: NodeRef, projectId: number, evaluationId: number) =>
    [...evaluationKeys.all(node, projectId), 'suppliers', evaluationId] as const,
  consensus: (node: NodeRef, projectId: number, evaluationId: number) =>
    [...evaluationKeys.all(node, projectId), 'consensus', evaluationId] as const,
};

/** The project's evaluation, or null when it has none yet. */
export function useEvaluation(projectId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: evaluationKeys.one(node, projectId),
    queryFn: async ({ signal }) =>
      firstOf(
        await callEndpoint(
          endpoints.ofProject,
          { params: node, query: { projectId } },
          { signal, ...inPlace },
        ),
      ),
  });
}

export function useEvaluationSuppliers(projectId: number, evaluationId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: evaluationKeys.suppliers(node, projectId, evaluationId),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(endpoints.suppliers, { params: one(node, evaluationId) }, { signal, ...inPlace }),
      ),
  });
}

export function useConsensus(projectId: number, evaluationId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: evaluationKeys.consensus(node, projectId, evaluationId),
    queryFn: async ({ signal }) =>
      firstOf(
        await callEndpoint(endpoints.consensus, { params: one(node, evaluationId) }, { signal, ...inPlace }),
      ),
  });
}

/**
 * Puts an answered evaluation in the cache. The suppliers' progress and the consensus follow from
 * the criteria, team and statuses, so they are read again.
 */
export function useEvaluationCache(projectId: number) {
  const node = useNodeRef();
  const client = useQueryClient();
  return {
    put(evaluation: Evaluation | null) {
      const key = evaluationKeys.one(node, projectId);
      if (evaluation) client.setQueryData(key, evaluation);
      void client.invalidateQueries({
        queryKey: evaluationKeys.all(node, projectId),
        // The answer is the evaluation as it now is: reading it again would only repeat it.
        predicate: (query) => !evaluation || query.queryKey[4] !== 'evaluation',
      });
    },
  };
}

export async function createEvaluation(node: NodeRef, projectId: number) {
  return firstOf(await callEndpoint(endpoints.create, { params: node, body: { projectId } }, inPlace));
}

/** Another scoring method resets every criterion's points or weight (000 §4). */
export async function updateSettings(node: NodeRef, evaluationId: number, settings: EvaluationSettings) {
  return firstOf(
    await callEndpoint(
      endpoints.updateSettings,
      { params: one(node, evaluationId), body: settings },
      inPlace,
    ),
  );
}

export async function changeEvaluationStatus(node: NodeRef, evaluationId: number, status: EvaluationStatus) {
  return firstOf(
    await callEndpoint(
      endpoints.changeStatus,
      { params: one(node, evaluationId), query: { status } },
      inPlace,
    ),
  );
}

export async function addSection(node: NodeRef, evaluationId: number, name: string) {
  return firstOf(
    await callEndpoint(endpoints.addSection, { params: one(node, evaluationId), body: { name } }, inPlace),
  );
}

export async function renameSection(node: NodeRef, evaluationId: number, sectionId: number, name: string) {
  return firstOf(
    await callEndpoint(
      endpoints.renameSection,
      { params: { ...one(node, evaluationId), sectionId }, body: { name } },
      inPlace,
    ),
  );
}

/** Refused while the section still holds criteria (evaluationSectionNotEmpty). */
export async function deleteSection(node: NodeRef, evaluationId: number, sectionId: number) {
  return firstOf(
    await callEndpoint(
      endpoints.deleteSection,
      { params: { ...one(node, evaluationId), sectionId } },
      inPlace,
    ),
  );
}

export async function saveCriterion(node: NodeRef, evaluationId: number, input: CriterionInput, id?: number) {
  const answer =
    id === undefined
      ? await callEndpoint(endpoints.addCriterion, { params: one(node, evaluationId), body: input }, inPlace)
      : await callEndpoint(
          endpoints.updateCriterion,
          { params: { ...one(node, evaluationId), criterionId: id }, body: input },
          inPlace,
        );
  return firstOf(answer);
}

export async function deleteCriterion(node: NodeRef, evaluationId: number, criterionId: number) {
  return firstOf(
    await callEndpoint(
      endpoints.deleteCriterion,
      { params: { ...one(node, evaluationId), criterionId } },
      inPlace,
    ),
  );
}

export async function addEvaluator(node: NodeRef, evaluationId: number, userId: number) {
  return firstOf(
    await callEndpoint(
      endpoints.addEvaluator,
      { params: one(node, evaluationId), body: { userId } },
      inPlace,
    ),
  );
}

/** Refused once the evaluator has scored (evaluationEvaluatorHasScores). */
export async function removeEvaluator(node: NodeRef, evaluationId: number, memberId: number) {
  return firstOf(
    await callEndpoint(
      endpoints.removeEvaluator,
      { params: { ...one(node, evaluationId), memberId } },
      inPlace,
    ),
  );
}

export async function saveMeeting(
  node: NodeRef,
  evaluationId: number,
  input: ReviewMeetingInput,
  id?: number,
) {
  const answer =
    id === undefined
      ? await callEndpoint(endpoints.addMeeting, { params: one(node, evaluationId), body: input }, inPlace)
      : await callEndpoint(
          endpoints.updateMeeting,
          { params: { ...one(node, evaluationId), reviewMeetingId: id }, body: input },
          inPlace,
        );
  return firstOf(answer);
}

export async function deleteMeeting(node: NodeRef, evaluationId: number, reviewMeetingId: number) {
  return firstOf(
    await callEndpoint(
      endpoints.deleteMeeting,
      { params: { ...one(node, evaluationId), reviewMeetingId } },
      inPlace,
    ),
  );
}

/** Disqualified needs the reason; Evaluating reinstates the supplier. */
export async function setSupplierStatus(
  node: NodeRef,
  evaluationId: number,
  submissionId: number,
  input: SupplierStatusInput,
) {
  return firstOf(
    await callEndpoint(
      endpoints.setSupplierStatus,
      { params: { ...one(node, evaluationId), submissionId }, body: input },
      inPlace,
    ),
  );
}

/** The consensus as an xlsx workbook; a refusal is notified. */
/** The consensus workbook's address: a link the browser downloads with the session's cookie. */
export function consensusExportHref(node: NodeRef, evaluationId: number): string {
  return endpointHref(endpoints.consensusExport, { params: one(node, evaluationId) });
}
