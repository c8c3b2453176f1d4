import {
  type EndpointAnswer,
  type EvaluatorView,
  evaluationsEndpoints as endpoints,
  type ScoreInput,
} from '@procura/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, isApiError } from '../../../../platform/api/client.ts';
import { callEndpoint, firstOf, pageOf } from '../../../../platform/api/endpoint-call.ts';
import { i18n } from '../../../../platform/i18n/index.ts';
import { type NodeRef, useNodeRef } from '../../../../platform/session/session-context.tsx';
import { notifySaved } from '../../../../ui/notify.ts';

/**
 * The evaluator's portal calls (issue 8 §1; server module evaluations, evaluator.ts; declared in
 * the contract's endpoints/evaluations.ts). Every change answers the whole page, which replaces
 * the cached one, so the steps follow the server's `blockedBy` without a refetch. Loads show their
 * failure in place; changes are refused through the client's notification, as elsewhere.
 */
const inPlace = { notifyOnError: false } as const;

export const evaluatorKeys = {
  all: (node: NodeRef) => ['evaluator', node.customerId, node.nodeId] as const,
  one: (node: NodeRef, evaluationId: number) =>
    ['evaluator', node.customerId, node.nodeId, evaluationId] as const,
};

/** What a failed load says: the server's first message for it (001 §8). */
export function failureMessage(error: unknown): string {
  if (!isApiError(error)) return i18n.t('unknownError');
  return error.messages[0] ?? i18n.t('retryWithStatus', { status: error.status });
}

export function useMyEvaluations() {
  const node = useNodeRef();
  return useQuery({
    queryKey: evaluatorKeys.all(node),
    queryFn: async ({ signal }) =>
      pageOf(await callEndpoint(endpoints.mine, { params: node }, { signal, ...inPlace })).values,
  });
}

/** The page an answer holds: the server always answers it, so without one there is nothing true to show. */
function viewOf(answer: EndpointAnswer<typeof endpoints.evaluatorView>): EvaluatorView {
  const view = firstOf(answer);
  if (!view) throw new ApiError(0, [i18n.t('unknownError')]);
  return view;
}

export function useEvaluatorView(evaluationId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: evaluatorKeys.one(node, evaluationId),
    queryFn: async ({ signal }) =>
      viewOf(
        await callEndpoint(
          endpoints.evaluatorView,
          { params: { ...node, evaluationId } },
          { signal, ...inPlace },
        ),
      ),
  });
}

export type EvaluatorCalls = {
  acceptNda: () => Promise<boolean>;
  declareConflict: (hasConflict: boolean, note: string) => Promise<boolean>;
  saveScores: (scores: ScoreInput['scores']) => Promise<boolean>;
  submitScores: () => Promise<boolean>;
  /** The running call's name, for its button's spinner. */
  pending: string | null;
};

/**
 * The page's changes, one at a time: the answered page replaces the cached one and the list's
 * progress is marked stale. Each answers whether it went through; a refusal has been notified.
 */
export function useEvaluatorCalls(evaluationId: number): EvaluatorCalls {
  const node = useNodeRef();
  const client = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  const params = { ...node, evaluationId };

  async function run(name: string, call: () => Promise<EvaluatorView>, saved?: string) {
    setPending(name);
    try {
      const view = await call();
      client.setQueryData(evaluatorKeys.one(node, evaluationId), view);
      void client.invalidateQueries({ queryKey: evaluatorKeys.all(node), exact: true });
      if (saved) notifySaved(saved);
      return true;
    } catch {
      // The client has notified the refusal (or sent an expired session to the login page).
      return false;
    } finally {
      setPending(null);
    }
  }

  return {
    acceptNda: () => run('nda', async () => viewOf(await callEndpoint(endpoints.acceptNda, { params }))),
    declareConflict: (hasConflict, note) =>
      run('conflict', async () =>
        viewOf(await callEndpoint(endpoints.declareConflict, { params, body: { hasConflict, note } })),
      ),
    saveScores: (scores) =>
      run(
        'save',
        async () => viewOf(await callEndpoint(endpoints.saveScores, { params, body: { scores } })),
        i18n.t('evaluatorSaved'),
      ),
    submitScores: () =>
      run(
        'submit',
        async () => viewOf(await callEndpoint(endpoints.submitScores, { params })),
        i18n.t('evaluatorSubmittedNotice'),
      ),
    pending,
  };
}
