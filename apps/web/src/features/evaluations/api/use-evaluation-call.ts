import type { Evaluation } from '@procura/contract';
import { useCachedCall } from '../../../ui/use-cached-call.ts';
import { useEvaluationCache } from './evaluations-queries.ts';

export type EvaluationCall = ReturnType<typeof useEvaluationCall>;

/** One evaluation call at a time, its answer replacing the cached evaluation (ui/use-cached-call.ts). */
export function useEvaluationCall(projectId: number) {
  const cache = useEvaluationCache(projectId);
  return { ...useCachedCall<Evaluation>(cache), cache };
}
