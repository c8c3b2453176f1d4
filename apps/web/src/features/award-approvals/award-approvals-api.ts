import {
  type AwardApproval,
  type AwardApprovalSettings,
  awardApprovalSchema,
  type WorkflowPersonInput,
} from '@procura/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ApiRequestOptions,
  apiRequest,
  type ListPage,
  readList,
  readOne,
} from '../../platform/api/client.ts';
import { nodeBase } from '../../platform/api/paths.ts';
import { type UploadProgress, uploadForm } from '../../platform/api/upload.ts';
import { useNodeRef } from '../../platform/session/session-context.tsx';
import { awardKeys } from '../awards/index.ts';

/**
 * The award approval calls, the buyer's side (001 §7 Award approvals; server module
 * award-approvals). Every change answers the whole approval, which replaces the cached one, so
 * the page and the wizard show the server's status and `missing` without a refetch. Calls do not
 * notify on their own: the caller shows every message of a refusal (use-approval-call.ts).
 */
type NodeRef = { customerId: number; nodeId: number };
const inPlace = { notifyOnError: false } as const;
const approvalsPath = (node: NodeRef) => `${nodeBase(node.customerId, node.nodeId)}/Awards/approvals`;
const onePath = (node: NodeRef, approvalId: number) => `${approvalsPath(node)}/${approvalId}`;

export const awardApprovalKeys = {
  list: (node: NodeRef, projectId: number) =>
    ['awardApprovals', node.customerId, node.nodeId, projectId] as const,
};

export function useAwardApprovals(projectId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: awardApprovalKeys.list(node, projectId),
    queryFn: async ({ signal }) =>
      readList<AwardApproval>(
        await apiRequest<unknown>(approvalsPath(node), { query: { projectId }, signal, ...inPlace }),
        'awardApproval',
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

const approvalOf = (body: unknown) => readOne(awardApprovalSchema, body, 'awardApproval');

async function call(path: string, options: ApiRequestOptions = {}): Promise<AwardApproval | null> {
  return approvalOf(await apiRequest<unknown>(path, { method: 'POST', ...options, ...inPlace }));
}

export function createApproval(node: NodeRef, projectId: number, settings: AwardApprovalSettings) {
  return call(approvalsPath(node), { body: { projectId, ...settings } });
}

/** The settings, and the documents' new order when given (it must name each document once). */
export function updateApproval(
  node: NodeRef,
  approvalId: number,
  settings: AwardApprovalSettings,
  documentIds?: number[],
) {
  return call(onePath(node, approvalId), { method: 'PUT', body: { ...settings, documentIds } });
}

export async function deleteApproval(node: NodeRef, approvalId: number): Promise<void> {
  await apiRequest<unknown>(onePath(node, approvalId), { method: 'DELETE', ...inPlace });
}

export async function uploadApprovalDocument(
  node: NodeRef,
  approvalId: number,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
) {
  const form = new FormData();
  form.append('file', file);
  return approvalOf(
    await uploadForm<unknown>(`${onePath(node, approvalId)}/documents`, form, { onProgress, ...inPlace }),
  );
}

export function deleteApprovalDocument(node: NodeRef, approvalId: number, documentId: number) {
  return call(`${onePath(node, approvalId)}/documents/${documentId}`, { method: 'DELETE' });
}

/** Makes the summary report and attaches it as a document (a second one replaces the first). */
export function attachSummaryReport(node: NodeRef, approvalId: number) {
  return call(`${onePath(node, approvalId)}/summary-report`, { query: { attach: 'true' } });
}

export function sendApproval(node: NodeRef, approvalId: number) {
  return call(`${onePath(node, approvalId)}/send`);
}

/** Cancelled needs a reason; Draft resets a declined or cancelled approval. */
export function changeApprovalStatus(
  node: NodeRef,
  approvalId: number,
  status: 'Cancelled' | 'Draft',
  reason = '',
) {
  return call(`${onePath(node, approvalId)}/status`, { method: 'PUT', query: { status }, body: { reason } });
}

/** A new link to the person whose turn it is. */
export function resendToPerson(node: NodeRef, approvalId: number, workflowId: number) {
  return call(`${onePath(node, approvalId)}/approver/${workflowId}/Resend`);
}

/** A declined person back to Draft, so the approval can be sent on from them. */
export function resetPerson(node: NodeRef, approvalId: number, workflowId: number) {
  return call(`${onePath(node, approvalId)}/approver/${workflowId}/StatusReset`);
}

export function addPerson(node: NodeRef, approvalId: number, person: WorkflowPersonInput) {
  return call(`${onePath(node, approvalId)}/workflow`, { body: person });
}

export function updatePerson(
  node: NodeRef,
  approvalId: number,
  person: { id: number; role: WorkflowPersonInput['role']; title: string },
) {
  return call(`${onePath(node, approvalId)}/workflow`, { method: 'PUT', body: person });
}

export function reorderPeople(node: NodeRef, approvalId: number, ids: number[]) {
  return call(`${onePath(node, approvalId)}/workflow/re-order`, { body: { ids } });
}

export function removePerson(node: NodeRef, approvalId: number, workflowId: number) {
  return call(`${onePath(node, approvalId)}/workflow/${workflowId}`, { method: 'DELETE' });
}

/** Downloads are plain links: a GET carries the session cookie and needs no CSRF header. */
export function approvalDocumentUrl(node: NodeRef, approvalId: number, documentId: number): string {
  return `${onePath(node, approvalId)}/documents/${documentId}`;
}

export function approvalReportUrl(node: NodeRef, approvalId: number): string {
  return `${onePath(node, approvalId)}/download-report?fileType=pdf`;
}
