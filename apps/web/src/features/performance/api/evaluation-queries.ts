import {
  type Contract,
  type CreatePerformanceEvaluation,
  contractsEndpoints,
  performanceEndpoints as endpoints,
  type PerformanceEvaluation,
  type PerformanceEvaluationQuery,
  performanceSettingsEndpoints,
  type SchedulePerformanceEvaluations,
  type UpdatePerformanceEvaluation,
  vendorsEndpoints,
  type WorkflowActionInput,
} from '@procura/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  endpointHref,
  firstOf,
  pageOf,
  uploadEndpoint,
} from '../../../platform/api/endpoint-call.ts';
import type { UploadProgress } from '../../../platform/api/upload.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * Supplier performance evaluations (001 §7 Performance; issue 23 §2): the lists (a supplier's, a
 * contract's), one evaluation with its card, workflow and attachments, the wizard's choices and
 * calls. A change to an evaluation answers the whole evaluation, which replaces the cached one.
 * Screens show failures in place, so calls do not notify on their own.
 */

const inPlace = { notifyOnError: false } as const;
/** Templates and the workflow's defaults change rarely: the wizard reads them once a few minutes. */
const settingsStaleTime = 5 * 60_000;

export const evaluationKeys = {
  /** Everything this area reads of the node: a new or changed evaluation marks all of it stale. */
  all: (node: NodeRef) => ['performance', node.customerId, node.nodeId] as const,
  list: (node: NodeRef, query: PerformanceEvaluationQuery) =>
    [...evaluationKeys.all(node), 'evaluations', query] as const,
  evaluation: (node: NodeRef, id: number) => [...evaluationKeys.all(node), 'evaluation', id] as const,
  contract: (node: NodeRef, contractId: number, part: 'evaluations' | 'ratings') =>
    [...evaluationKeys.all(node), 'contract', contractId, part] as const,
  vendor: (node: NodeRef, vendorId: number, part: string) =>
    [...evaluationKeys.all(node), 'vendor', vendorId, part] as const,
  choices: (node: NodeRef, name: 'templates' | 'workflow') =>
    [...evaluationKeys.all(node), 'choices', name] as const,
};

/** GET /PerformanceEvaluation?vendorId…: a page of evaluations; the previous page stays while the next loads. */
export function useEvaluations(query: PerformanceEvaluationQuery, enabled = true) {
  const node = useNodeRef();
  return useQuery({
    queryKey: evaluationKeys.list(node, query),
    queryFn: async ({ signal }) =>
      pageOf(await callEndpoint(endpoints.list, { params: node, query }, { signal, ...inPlace })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useEvaluation(id: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: evaluationKeys.evaluation(node, id),
    queryFn: async ({ signal }) =>
      firstOf(
        await callEndpoint(
          endpoints.read,
          { params: { ...node, performanceEvaluationId: id } },
          { signal, ...inPlace },
        ),
      ),
    enabled: id > 0,
  });
}

/** GET /Contracts/PerformanceEvaluation?contractId: every evaluation of the contract. */
export function useContractEvaluations(contractId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: evaluationKeys.contract(node, contractId, 'evaluations'),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          endpoints.contractEvaluations,
          { params: node, query: { contractId } },
          { signal, ...inPlace },
        ),
      ),
  });
}

/** GET /ContractVendorsPerformanceRating?contractId: each supplier on the contract with its results. */
export function useContractVendorRatings(contractId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: evaluationKeys.contract(node, contractId, 'ratings'),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          endpoints.contractVendorsRating,
          { params: node, query: { contractId } },
          { signal, ...inPlace },
        ),
      ),
  });
}

/** GET /VendorPerformances/GetVendorPerformanceSummary?vendorId: average, best, latest, worst. */
export function useVendorPerformance(vendorId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: evaluationKeys.vendor(node, vendorId, 'summary'),
    queryFn: async ({ signal }) =>
      firstOf(
        await callEndpoint(
          endpoints.vendorSummary,
          { params: node, query: { vendorId } },
          { signal, ...inPlace },
        ),
      ),
  });
}

/** The active templates, the wizard's choice (an inactive one is refused: performanceTemplateInactive). */
export function useActiveTemplates() {
  const node = useNodeRef();
  return useQuery({
    queryKey: evaluationKeys.choices(node, 'templates'),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(performanceSettingsEndpoints.templates, { params: node }, { signal, ...inPlace }),
      ).values.filter((template) => template.isActive),
    staleTime: settingsStaleTime,
  });
}

/** GET /PerformanceWorkflow: the reviewers and the supplier's part a new evaluation starts with. */
export function useWorkflowDefaults() {
  const node = useNodeRef();
  return useQuery({
    queryKey: evaluationKeys.choices(node, 'workflow'),
    queryFn: async ({ signal }) =>
      firstOf(
        await callEndpoint(performanceSettingsEndpoints.workflow, { params: node }, { signal, ...inPlace }),
      ),
    staleTime: settingsStaleTime,
  });
}

/**
 * The contracts a supplier is on, for the wizard opened from its profile. No call lists a
 * supplier's contracts, so they are found through its awarded projects (its submission history),
 * each project's contract read and kept when the supplier is on it. A supplier added to a contract
 * by hand without an award is not found this way.
 */
export function useVendorContracts(vendorId: number, enabled: boolean) {
  const node = useNodeRef();
  return useQuery({
    queryKey: evaluationKeys.vendor(node, vendorId, 'contracts'),
    queryFn: async ({ signal }): Promise<Contract[]> => {
      const history = pageOf(
        await callEndpoint(
          vendorsEndpoints.submissionHistory,
          { params: node, query: { vendorId, start: 0, limit: 100 } },
          { signal, ...inPlace },
        ),
      ).values;
      const projects = [
        ...new Set(history.filter((row) => row.outcome === 'awarded').map((row) => row.projectId)),
      ];
      const contracts = await Promise.all(
        projects.map(async (projectId) =>
          firstOf(
            await callEndpoint(
              contractsEndpoints.list,
              { params: node, query: { projectId } },
              { signal, ...inPlace },
            ),
          ),
        ),
      );
      return contracts.filter(
        (contract): contract is Contract =>
          contract?.vendors.some((vendor) => vendor.vendorId === vendorId) ?? false,
      );
    },
    enabled,
  });
}

/** Marks everything read of the area stale: lists, results and ratings follow from any change. */
export function useEvaluationsRefresh() {
  const node = useNodeRef();
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: evaluationKeys.all(node) });
}

/** Puts an answered evaluation in place of the cached one; the lists and results are read again. */
export function useEvaluationCache(id: number) {
  const node = useNodeRef();
  const client = useQueryClient();
  return {
    put(evaluation: PerformanceEvaluation | null) {
      const key = evaluationKeys.evaluation(node, id);
      if (evaluation) client.setQueryData(key, evaluation);
      void client.invalidateQueries({
        queryKey: evaluationKeys.all(node),
        predicate: (query) => query.queryKey[3] !== 'evaluation' || query.queryKey[4] !== id,
      });
    },
  };
}

/** POST /PerformanceEvaluation: the wizard's single evaluation. */
export async function createEvaluation(node: NodeRef, body: CreatePerformanceEvaluation) {
  return firstOf(await callEndpoint(endpoints.create, { params: node, body }, inPlace));
}

/** POST /Contracts/PerformanceEvaluation: the wizard's schedule of interims and a final. */
export async function scheduleEvaluations(node: NodeRef, body: SchedulePerformanceEvaluations) {
  return pageOf(await callEndpoint(endpoints.scheduleContractEvaluations, { params: node, body }, inPlace))
    .values;
}

const oneOf = (node: NodeRef, id: number) => ({ ...node, performanceEvaluationId: id });

/** PUT /PerformanceEvaluation/{id}: the card, the comments, the declarations (with the version read). */
export async function updateEvaluation(node: NodeRef, id: number, body: UpdatePerformanceEvaluation) {
  return firstOf(await callEndpoint(endpoints.update, { params: oneOf(node, id), body }, inPlace));
}

/** POST /PerformanceWorkflow/{id}: submit, approve, return, complete an appeal. */
export async function takeWorkflowStep(node: NodeRef, id: number, body: WorkflowActionInput) {
  return firstOf(await callEndpoint(endpoints.workflowStep, { params: oneOf(node, id), body }, inPlace));
}

export async function deleteEvaluation(node: NodeRef, id: number) {
  await callEndpoint(endpoints.remove, { params: oneOf(node, id) }, inPlace);
}

export async function uploadEvaluationDocument(
  node: NodeRef,
  id: number,
  file: File,
  onProgress: (progress: UploadProgress) => void,
) {
  return firstOf(
    await uploadEndpoint(
      endpoints.addGeneralInputDocument,
      { params: node, query: { performanceEvaluationId: id } },
      file,
      { onProgress, ...inPlace },
    ),
  );
}

export async function deleteEvaluationDocument(node: NodeRef, documentId: number) {
  return firstOf(
    await callEndpoint(endpoints.deleteGeneralInputDocument, { params: { ...node, documentId } }, inPlace),
  );
}

export function evaluationDocumentHref(node: NodeRef, documentId: number): string {
  return endpointHref(endpoints.downloadGeneralInputDocument, { params: { ...node, documentId } });
}

/** GET /PreviewLinks: where the agency and (from its review on) the supplier open the evaluation. */
export async function fetchPreviewLinks(node: NodeRef, id: number) {
  return firstOf(
    await callEndpoint(
      endpoints.previewLinks,
      { params: node, query: { performanceEvaluationId: id } },
      inPlace,
    ),
  );
}

/** POST /SendEmail: a reminder to whoever the evaluation waits on. */
export async function sendEvaluationReminder(node: NodeRef, id: number) {
  return firstOf(
    await callEndpoint(
      endpoints.sendEmail,
      { params: node, query: { performanceEvaluationId: id }, body: { to: 'current', message: '' } },
      inPlace,
    ),
  );
}
