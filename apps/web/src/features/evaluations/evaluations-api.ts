import {
  type Consensus,
  type CriterionInput,
  type Evaluation,
  type EvaluationSettings,
  type EvaluationStatus,
  evaluationSchema,
  type evaluationSupplierSchema,
} from '@procura/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiRequestOptions, apiRequest, readList, readOne } from '../../platform/api/client.ts';
import { nodeBase } from '../../platform/api/paths.ts';
import { useNodeRef } from '../../platform/session/session-context.tsx';

/**
 * The buyer's evaluation calls (issue 8 §1; server module evaluations, paths in docs/api.md).
 * Every change answers the whole evaluation, which replaces the cached one, so the pages show the
 * server's status and `missing` without a refetch. Calls do not notify on their own: the caller
 * shows every message of a refusal (use-evaluation-call.ts) or puts it beside its field.
 */
type NodeRef = { customerId: number; nodeId: number };
export type EvaluationSupplier = ReturnType<typeof evaluationSupplierSchema.parse>;
export type ReviewMeetingInput = { startsAt: string; location: string; notes: string };

const inPlace = { notifyOnError: false } as const;
const evaluationsPath = (node: NodeRef) => `${nodeBase(node.customerId, node.nodeId)}/Evaluations`;
const onePath = (node: NodeRef, evaluationId: number) => `${evaluationsPath(node)}/${evaluationId}`;

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
      readList<Evaluation>(
        await apiRequest<unknown>(evaluationsPath(node), { query: { projectId }, signal, ...inPlace }),
        'evaluation',
      ).values[0] ?? null,
  });
}

export function useEvaluationSuppliers(projectId: number, evaluationId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: evaluationKeys.suppliers(node, projectId, evaluationId),
    queryFn: async ({ signal }) =>
      readList<EvaluationSupplier>(
        await apiRequest<unknown>(`${onePath(node, evaluationId)}/Suppliers`, { signal, ...inPlace }),
        'evaluationSupplier',
      ),
  });
}

export function useConsensus(projectId: number, evaluationId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: evaluationKeys.consensus(node, projectId, evaluationId),
    queryFn: async ({ signal }) =>
      readList<Consensus>(
        await apiRequest<unknown>(`${onePath(node, evaluationId)}/Consensus`, { signal, ...inPlace }),
        'consensus',
      ).values[0] ?? null,
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
      const one = evaluationKeys.one(node, projectId);
      if (evaluation) client.setQueryData(one, evaluation);
      void client.invalidateQueries({
        queryKey: evaluationKeys.all(node, projectId),
        // The answer is the evaluation as it now is: reading it again would only repeat it.
        predicate: (query) => !evaluation || query.queryKey[4] !== 'evaluation',
      });
    },
  };
}

const evaluationOf = (body: unknown) => readOne(evaluationSchema, body, 'evaluation');

async function call(path: string, options: ApiRequestOptions = {}): Promise<Evaluation | null> {
  return evaluationOf(await apiRequest<unknown>(path, { method: 'POST', ...options, ...inPlace }));
}

export function createEvaluation(node: NodeRef, projectId: number) {
  return call(evaluationsPath(node), { body: { projectId } });
}

/** Another scoring method resets every criterion's points or weight (000 §4). */
export function updateSettings(node: NodeRef, evaluationId: number, settings: EvaluationSettings) {
  return call(onePath(node, evaluationId), { method: 'PUT', body: settings });
}

export function changeEvaluationStatus(node: NodeRef, evaluationId: number, status: EvaluationStatus) {
  return call(`${onePath(node, evaluationId)}/Status`, { method: 'PUT', query: { status } });
}

export function addSection(node: NodeRef, evaluationId: number, name: string) {
  return call(`${onePath(node, evaluationId)}/Sections`, { body: { name } });
}

export function renameSection(node: NodeRef, evaluationId: number, sectionId: number, name: string) {
  return call(`${onePath(node, evaluationId)}/Sections/${sectionId}`, { method: 'PUT', body: { name } });
}

/** Refused while the section still holds criteria (evaluationSectionNotEmpty). */
export function deleteSection(node: NodeRef, evaluationId: number, sectionId: number) {
  return call(`${onePath(node, evaluationId)}/Sections/${sectionId}`, { method: 'DELETE' });
}

export function saveCriterion(node: NodeRef, evaluationId: number, input: CriterionInput, id?: number) {
  const path = `${onePath(node, evaluationId)}/Criteria`;
  return id === undefined
    ? call(path, { body: input })
    : call(`${path}/${id}`, { method: 'PUT', body: input });
}

export function deleteCriterion(node: NodeRef, evaluationId: number, criterionId: number) {
  return call(`${onePath(node, evaluationId)}/Criteria/${criterionId}`, { method: 'DELETE' });
}

export function addEvaluator(node: NodeRef, evaluationId: number, userId: number) {
  return call(`${onePath(node, evaluationId)}/Team`, { body: { userId } });
}

/** Refused once the evaluator has scored (evaluationEvaluatorHasScores). */
export function removeEvaluator(node: NodeRef, evaluationId: number, memberId: number) {
  return call(`${onePath(node, evaluationId)}/Team/${memberId}`, { method: 'DELETE' });
}

export function saveMeeting(node: NodeRef, evaluationId: number, input: ReviewMeetingInput, id?: number) {
  const path = `${onePath(node, evaluationId)}/Meetings`;
  return id === undefined
    ? call(path, { body: input })
    : call(`${path}/${id}`, { method: 'PUT', body: input });
}

export function deleteMeeting(node: NodeRef, evaluationId: number, meetingId: number) {
  return call(`${onePath(node, evaluationId)}/Meetings/${meetingId}`, { method: 'DELETE' });
}

/** Disqualified needs the reason; Evaluating reinstates the supplier. */
export function setSupplierStatus(
  node: NodeRef,
  evaluationId: number,
  submissionId: number,
  input: { status: EvaluationSupplier['status']; reason: string },
) {
  return call(`${onePath(node, evaluationId)}/Suppliers/${submissionId}`, { method: 'PUT', body: input });
}

/** Downloads are plain links: a GET carries the session cookie and needs no CSRF header. */
export function consensusExportUrl(node: NodeRef, evaluationId: number): string {
  return `${onePath(node, evaluationId)}/Consensus/Export`;
}
