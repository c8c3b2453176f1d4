import { type SupplierEvaluation, supplierPerformanceEndpoints } from '@procura/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointHref, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { portalCall } from '../../../platform/api/portal-call.ts';

/**
 * The supplier's evaluations on its agency's portal (issue 23 §2): the list, one evaluation as
 * the agency lets the supplier see it, and the supplier's one step, accepting it with a comment
 * or appealing it. Keys start with ['portal', agency] so signing in or out refreshes them. The
 * pages show failures where they happen, so nothing here notifies.
 */

export const myEvaluationKeys = {
  list: (agency: string) => ['portal', agency, 'performanceEvaluations'] as const,
  one: (agency: string, id: number) => ['portal', agency, 'performanceEvaluation', id] as const,
};

const inPlace = { ...portalCall, notifyOnError: false } as const;

export function useMyEvaluations(agency: string) {
  return useQuery({
    queryKey: myEvaluationKeys.list(agency),
    queryFn: async ({ signal }) => ({
      values: pageOf(
        await callEndpoint(supplierPerformanceEndpoints.list, { params: { agency } }, { ...inPlace, signal }),
      ).values,
    }),
  });
}

export function useMyEvaluation(agency: string, performanceEvaluationId: number) {
  return useQuery({
    queryKey: myEvaluationKeys.one(agency, performanceEvaluationId),
    queryFn: async ({ signal }) => {
      const evaluation = firstOf(
        await callEndpoint(
          supplierPerformanceEndpoints.read,
          { params: { agency, performanceEvaluationId } },
          { ...inPlace, signal },
        ),
      );
      if (!evaluation) throw new Error('Not found');
      return evaluation;
    },
  });
}

/**
 * Accepting (with the supplier's comment) or appealing (with its reason): the answer is the
 * evaluation as it now stands, which the page shows at once; the list reads it again.
 */
export function useSupplierResponse(agency: string, performanceEvaluationId: number) {
  const client = useQueryClient();
  const params = { agency, performanceEvaluationId };
  const show = (evaluation: SupplierEvaluation | null) => {
    if (evaluation) client.setQueryData(myEvaluationKeys.one(agency, performanceEvaluationId), evaluation);
    else void client.invalidateQueries({ queryKey: myEvaluationKeys.one(agency, performanceEvaluationId) });
    void client.invalidateQueries({ queryKey: myEvaluationKeys.list(agency) });
  };
  return {
    acknowledge: useMutation({
      mutationFn: async (comment: string) =>
        firstOf(
          await callEndpoint(
            supplierPerformanceEndpoints.acknowledge,
            { params, body: { comment } },
            inPlace,
          ),
        ),
      onSuccess: show,
    }),
    appeal: useMutation({
      mutationFn: async (reason: string) =>
        firstOf(
          await callEndpoint(supplierPerformanceEndpoints.appeal, { params, body: { reason } }, inPlace),
        ),
      onSuccess: show,
    }),
  };
}

/** Where the supplier's browser downloads an attachment (its portal session's cookie goes along). */
export function evaluationDocumentHref(agency: string, performanceEvaluationId: number, documentId: number) {
  return endpointHref(supplierPerformanceEndpoints.download, {
    params: { agency, performanceEvaluationId, documentId },
  });
}
