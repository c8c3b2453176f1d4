import type {
  PerformanceEvaluation,
  UpdatePerformanceEvaluation,
  WorkflowActionInput,
} from '@procura/contract';
import { useState } from 'react';
import { isApiError } from '../../../platform/api/client.ts';
import type { UploadProgress } from '../../../platform/api/upload.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { readRefusal } from '../../../ui/form-errors.ts';
import {
  deleteEvaluationDocument,
  takeWorkflowStep,
  updateEvaluation,
  uploadEvaluationDocument,
  useEvaluationCache,
} from '../api/evaluation-queries.ts';

/** The outcome of a call: done, or refused with messages by field (the rest in `general`). */
export type CallOutcome =
  | { ok: true; evaluation: PerformanceEvaluation | null }
  | { ok: false; fields: Record<string, string> };

/**
 * The evaluation page's changes, one at a time: each answer replaces the cached evaluation. A 409
 * means someone saved first (performanceStaleVersion): the page offers a reload rather than
 * overwriting their work. Other refusals are handed back by field (`fieldOfKey`), the rest shown
 * above the card.
 */
export function useEvaluationCalls(evaluationId: number) {
  const node = useNodeRef();
  const cache = useEvaluationCache(evaluationId);
  const [pending, setPending] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(
    name: string,
    action: () => Promise<PerformanceEvaluation | null>,
    fieldOfKey: Record<string, string> = {},
  ): Promise<CallOutcome> {
    setPending(name);
    setFailure(null);
    try {
      const evaluation = await action();
      cache.put(evaluation);
      return { ok: true, evaluation };
    } catch (error) {
      if (isApiError(error) && error.status === 409) {
        setStale(true);
        return { ok: false, fields: {} };
      }
      const refusal = readRefusal(error, fieldOfKey);
      setFailure(refusal.general);
      return { ok: false, fields: refusal.fields };
    } finally {
      setPending(null);
    }
  }

  return {
    pending,
    stale,
    failure,
    clearStale: () => setStale(false),
    clearFailure: () => setFailure(null),
    save: (body: UpdatePerformanceEvaluation, name = 'save') =>
      run(name, () => updateEvaluation(node, evaluationId, body), { performanceScoreInvalid: 'scores' }),
    step: (body: WorkflowActionInput, fieldOfKey: Record<string, string> = {}) =>
      run(body.action, () => takeWorkflowStep(node, evaluationId, body), fieldOfKey),
    upload: (file: File, onProgress: (progress: UploadProgress) => void) =>
      run('upload', () => uploadEvaluationDocument(node, evaluationId, file, onProgress)),
    removeDocument: (documentId: number) =>
      run(`document-${documentId}`, () => deleteEvaluationDocument(node, documentId)),
  };
}

export type EvaluationCalls = ReturnType<typeof useEvaluationCalls>;
