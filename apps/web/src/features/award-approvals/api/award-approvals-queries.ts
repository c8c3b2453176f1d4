import {
  type AwardApproval,
  type AwardApprovalSettings,
  awardApprovalsEndpoints as endpoints,
  type WorkflowPersonInput,
} from '@procura/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListPage } from '../../../platform/api/client.ts';
import {
  callEndpoint,
  endpointHref,
  firstOf,
  pageOf,
  uploadEndpoint,
} from '../../../platform/api/endpoint-call.ts';
import type { UploadProgress } from '../../../platform/api/upload.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';
import { awardKeys } from '../../awards/index.ts';

/**
 * The award approval calls, the buyer's side (001 §7 Award approvals; server module
 * award-approvals). Every change answers the whole approval, which replaces the cached one, so
 * the page and the wizard show the server's status and `missing` without a refetch. Calls do not
 * notify on their own: the caller shows every message of a refusal (use-approval-call.ts).
 */
const inPlace = { notifyOnError: false } as const;

export const awardApprovalKeys = {
  list: (node: NodeRef, projectId: number) =>
    ['awardApprovals', node.customerId, node.nodeId, projectId] as const,
};

export function useAwardApprovals(projectId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: awardApprovalKeys.list(node, projectId),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(endpoints.list, { params: node, query: { projectId } }, { signal, ...inPlace }),
      ),
  });
}

/**
 * Puts an answered approval in the project's list (new ones last), or takes a deleted one out.
 * The award phase depends on approvals (000 §4), so its queries are marked stale too.
 */
export function useApprovalCache(projectId: number) {
  const node = useNodeRef();
  const client = useQueryClient();
  const key = awardApprovalKeys.list(node, projectId);
  const edit = (change: (values: AwardApproval[]) => AwardApproval[]) => {
    client.setQueryData<ListPage<AwardApproval>>(key, (page) => {
      const values = change(page?.values ?? []);
      return { values, count: values.length, total: values.length };
    });
    void client.invalidateQueries({ queryKey: awardKeys.all(node, projectId) });
  };
  return {
    put(approval: AwardApproval | null) {
      // An answer without the approval still means it changed: read the list again.
      if (!approval) return void client.invalidateQueries({ queryKey: key });
      edit((values) =>
        values.some((a) => a.id === approval.id)
          ? values.map((a) => (a.id === approval.id ? approval : a))
          : [...values, approval],
      );
    },
    remove(approvalId: number) {
      edit((values) => values.filter((a) => a.id !== approvalId));
    },
  };
}

const params = (node: NodeRef, approvalId: number) => ({ ...node, approvalId });

export async function createApproval(node: NodeRef, projectId: number, settings: AwardApprovalSettings) {
  return firstOf(
    await callEndpoint(endpoints.create, { params: node, body: { projectId, ...settings } }, inPlace),
  );
}

/** The settings, and the documents' new order when given (it must name each document once). */
export async function updateApproval(
  node: NodeRef,
  approvalId: number,
  settings: AwardApprovalSettings,
  documentIds?: number[],
) {
  return firstOf(
    await callEndpoint(
      endpoints.update,
      { params: params(node, approvalId), body: { ...settings, documentIds } },
      inPlace,
    ),
  );
}

export async function deleteApproval(node: NodeRef, approvalId: number): Promise<void> {
  await callEndpoint(endpoints.remove, { params: params(node, approvalId) }, inPlace);
}

export async function uploadApprovalDocument(
  node: NodeRef,
  approvalId: number,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
) {
  return firstOf(
    await uploadEndpoint(endpoints.uploadDocument, { params: params(node, approvalId) }, file, {
      onProgress,
      ...inPlace,
    }),
  );
}

export async function deleteApprovalDocument(node: NodeRef, approvalId: number, documentId: number) {
  return firstOf(
    await callEndpoint(
      endpoints.removeDocument,
      { params: { ...params(node, approvalId), documentId } },
      inPlace,
    ),
  );
}

/** Makes the summary report and attaches it as a document (a second one replaces the first). */
export async function attachSummaryReport(node: NodeRef, approvalId: number) {
  return firstOf(
    await callEndpoint(
      endpoints.summaryReport,
      { params: params(node, approvalId), query: { attach: 'true' } },
      inPlace,
    ),
  );
}

export async function sendApproval(node: NodeRef, approvalId: number) {
  return firstOf(await callEndpoint(endpoints.send, { params: params(node, approvalId) }, inPlace));
}

/** Cancelled needs a reason; Draft resets a declined or cancelled approval. */
export async function changeApprovalStatus(
  node: NodeRef,
  approvalId: number,
  status: 'Cancelled' | 'Draft',
  reason = '',
) {
  return firstOf(
    await callEndpoint(
      endpoints.changeStatus,
      { params: params(node, approvalId), query: { status }, body: { reason } },
      inPlace,
    ),
  );
}

/** A new link to the person whose turn it is. */
export async function resendToPerson(node: NodeRef, approvalId: number, workflowId: number) {
  return firstOf(
    await callEndpoint(endpoints.resend, { params: { ...params(node, approvalId), workflowId } }, inPlace),
  );
}

/** A declined person back to Draft, so the approval can be sent on from them. */
export async function resetPerson(node: NodeRef, approvalId: number, workflowId: number) {
  return firstOf(
    await callEndpoint(
      endpoints.resetPerson,
      { params: { ...params(node, approvalId), workflowId } },
      inPlace,
    ),
  );
}

export async function addPerson(node: NodeRef, approvalId: number, person: WorkflowPersonInput) {
  return firstOf(
    await callEndpoint(endpoints.addPerson, { params: params(node, approvalId), body: person }, inPlace),
  );
}

export async function updatePerson(
  node: NodeRef,
  approvalId: number,
  person: { id: number; role: WorkflowPersonInput['role']; title: string },
) {
  return firstOf(
    await callEndpoint(endpoints.updatePerson, { params: params(node, approvalId), body: person }, inPlace),
  );
}

export async function reorderPeople(node: NodeRef, approvalId: number, ids: number[]) {
  return firstOf(
    await callEndpoint(endpoints.reorderPeople, { params: params(node, approvalId), body: { ids } }, inPlace),
  );
}

export async function removePerson(node: NodeRef, approvalId: number, workflowId: number) {
  return firstOf(
    await callEndpoint(
      endpoints.removePerson,
      { params: { ...params(node, approvalId), workflowId } },
      inPlace,
    ),
  );
}

/** Downloads are plain links: a GET carries the session cookie and needs no CSRF header. */
export function approvalDocumentUrl(node: NodeRef, approvalId: number, documentId: number): string {
  return endpointHref(endpoints.document, { params: { ...params(node, approvalId), documentId } });
}

export function approvalReportUrl(node: NodeRef, approvalId: number): string {
  return endpointHref(endpoints.report, { params: params(node, approvalId), query: { fileType: 'pdf' } });
}
