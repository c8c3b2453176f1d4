import {
  departmentsEndpoints,
  type PerformanceEvaluationQuery,
  type PerformanceSummaryQuery,
  performanceEndpoints,
} from '@procura/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../platform/api/client.ts';
import { callEndpoint, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The supplier-performance dashboard's calls (001 §3 Performance summary; 001 §7 /Summary,
 * PerformanceEvaluationStatistic, PerformanceEvaluation): the summary and the evaluations by status
 * under the dashboard's filters, and the evaluations a drill-down opens. The screen shows each
 * failure in place, so reads do not notify.
 */

const inPlace = { notifyOnError: false } as const;

export const performanceSummaryKeys = {
  all: (node: NodeRef) => ['performance', node.customerId, node.nodeId, 'dashboard'] as const,
  summary: (node: NodeRef, filters: PerformanceSummaryQuery) =>
    [...performanceSummaryKeys.all(node), 'summary', filters] as const,
  statistic: (node: NodeRef, filters: PerformanceSummaryQuery) =>
    [...performanceSummaryKeys.all(node), 'statistic', filters] as const,
  evaluations: (node: NodeRef, query: PerformanceEvaluationQuery) =>
    [...performanceSummaryKeys.all(node), 'evaluations', query] as const,
  departments: (node: NodeRef) => [...performanceSummaryKeys.all(node), 'departments'] as const,
};

/** GET /Summary: the Performance summary under the filters; the last one stays while the next loads. */
export function usePerformanceSummary(filters: PerformanceSummaryQuery) {
  const node = useNodeRef();
  return useQuery({
    queryKey: performanceSummaryKeys.summary(node, filters),
    queryFn: async ({ signal }) => {
      const summary = firstOf(
        await callEndpoint(
          performanceEndpoints.summary,
          { params: node, query: filters },
          { signal, ...inPlace },
        ),
      );
      if (summary === null) throw new ApiError(0, [i18n.t('unknownError')]);
      return summary;
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /PerformanceEvaluationStatistic: how many evaluations stand in each status. */
export function useEvaluationStatistic(filters: PerformanceSummaryQuery) {
  const node = useNodeRef();
  return useQuery({
    queryKey: performanceSummaryKeys.statistic(node, filters),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          performanceEndpoints.statistic,
          { params: node, query: filters },
          { signal, ...inPlace },
        ),
      ).values,
    placeholderData: keepPreviousData,
  });
}

/** GET /PerformanceEvaluation: one page of the evaluations a drill-down opens. */
export function useDrillEvaluations(query: PerformanceEvaluationQuery | null) {
  const node = useNodeRef();
  return useQuery({
    queryKey: performanceSummaryKeys.evaluations(node, query ?? {}),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          performanceEndpoints.list,
          { params: node, query: query ?? {} },
          { signal, ...inPlace },
        ),
      ),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** The agency's departments, the choices of the department filter; they change rarely. */
export function useDepartmentChoices() {
  const node = useNodeRef();
  return useQuery({
    queryKey: performanceSummaryKeys.departments(node),
    queryFn: async ({ signal }) =>
      pageOf(await callEndpoint(departmentsEndpoints.all, { params: node }, { signal, ...inPlace })).values,
    staleTime: 5 * 60_000,
  });
}
