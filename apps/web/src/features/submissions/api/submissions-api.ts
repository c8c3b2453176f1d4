import type {
  ComplianceReview,
  ComplianceRow,
  HardCopySubmission,
  OpeningState,
  SealedPartName,
  SubmissionDetail,
  SubmissionStatus,
  SubmissionSummary,
} from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, readList } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The buyer's Submissions and Compliance tabs (…/Submissions, …/Exports; paths in
 * decision 140-149). Forms show their refusals in place; actions from the list notify.
 */

export type NodeRef = { customerId: number; nodeId: number };
const base = (node: NodeRef) => nodeBase(node.customerId, node.nodeId);
const inPlace = { notifyOnError: false } as const;

export type SubmissionsPage = { opening: OpeningState; values: SubmissionSummary[]; total: number };

export async function fetchSubmissions(
  node: NodeRef,
  query: { tenderId: number; status?: SubmissionStatus; start: number; limit: number },
  signal?: AbortSignal,
): Promise<SubmissionsPage> {
  const body = await apiRequest<{ opening: OpeningState }>(`${base(node)}/Submissions`, {
    query,
    signal,
    notifyOnError: false,
  });
  const list = readList<SubmissionSummary>(body, 'submission');
  return { opening: body.opening, values: list.values, total: list.total };
}

export async function fetchSubmission(node: NodeRef, id: number, signal?: AbortSignal) {
  const body = await apiRequest<unknown>(`${base(node)}/Submissions/${id}`, { signal, notifyOnError: false });
  const [detail] = readList<SubmissionDetail>(body, 'submission').values;
  if (!detail) throw new Error('submission missing');
  return detail;
}

export async function unsealPart(
  node: NodeRef,
  tenderId: number,
  part: SealedPartName,
  confirmBelowMinimum: boolean,
) {
  await apiRequest<unknown>(`${base(node)}/Submissions/Unseal`, {
    method: 'POST',
    query: { tenderId, part },
    body: { confirmBelowMinimum },
    ...inPlace,
  });
}

export async function saveComments(node: NodeRef, id: number, privateComments: string) {
  await apiRequest<unknown>(`${base(node)}/Submissions/${id}/Comments`, {
    method: 'PUT',
    body: { privateComments },
    ...inPlace,
  });
}

export async function withdrawSubmission(node: NodeRef, id: number) {
  await apiRequest<unknown>(`${base(node)}/submissions/withdraw/${id}`, { method: 'PUT' });
}

export async function deleteHardCopy(node: NodeRef, submissionId: number) {
  await apiRequest<unknown>(`${base(node)}/plantakers/HardCopySubmission`, {
    method: 'DELETE',
    query: { submissionId },
  });
}

export async function enterHardCopy(node: NodeRef, input: HardCopySubmission) {
  await apiRequest<unknown>(`${base(node)}/Submissions/HardCopy`, {
    method: 'POST',
    body: input,
    ...inPlace,
  });
}

export type ComplianceGrid = {
  items: { id: number; name: string; description: string; isRequired: boolean }[];
  rows: ComplianceRow[];
};

export async function fetchComplianceGrid(node: NodeRef, tenderId: number, signal?: AbortSignal) {
  const body = await apiRequest<{ complianceItems: ComplianceGrid['items'] }>(
    `${base(node)}/Submissions/Compliance`,
    {
      query: { tenderId },
      signal,
      notifyOnError: false,
    },
  );
  return { items: body.complianceItems, rows: readList<ComplianceRow>(body, 'submissionCompliance').values };
}

export async function reviewCompliance(node: NodeRef, submissionId: number, review: ComplianceReview) {
  await apiRequest<unknown>(`${base(node)}/Submissions/${submissionId}/Compliance`, {
    method: 'PUT',
    body: review,
  });
}

/** Where the browser downloads an export (a plain link: the session cookie goes with it). */
export const exportUrl = (
  node: NodeRef,
  name: 'OpeningSheet' | 'BidAnalysis' | 'Compliance',
  tenderId: number,
) => `${base(node)}/Exports/${name}?tenderId=${tenderId}`;

export const fileUrl = (node: NodeRef, submissionId: number, fileId: number) =>
  `${base(node)}/Submissions/${submissionId}/Files/${fileId}`;

export const submissionKeys = {
  all: (node: NodeRef, tenderId: number) => ['submissions', node.customerId, node.nodeId, tenderId] as const,
  page: (node: NodeRef, tenderId: number, status: string, start: number) =>
    ['submissions', node.customerId, node.nodeId, tenderId, 'page', status, start] as const,
  one: (node: NodeRef, tenderId: number, id: number) =>
    ['submissions', node.customerId, node.nodeId, tenderId, 'one', id] as const,
  compliance: (node: NodeRef, tenderId: number) =>
    ['submissions', node.customerId, node.nodeId, tenderId, 'compliance'] as const,
};

export const pageSize = 25;

export function useSubmissions(tenderId: number, status: SubmissionStatus | undefined, page: number) {
  const node = useNodeRef();
  const start = (page - 1) * pageSize;
  return useQuery({
    queryKey: submissionKeys.page(node, tenderId, status ?? 'all', start),
    queryFn: ({ signal }) => fetchSubmissions(node, { tenderId, status, start, limit: pageSize }, signal),
  });
}

export function useSubmission(tenderId: number, id: number | null) {
  const node = useNodeRef();
  return useQuery({
    queryKey: submissionKeys.one(node, tenderId, id ?? 0),
    queryFn: ({ signal }) => fetchSubmission(node, id ?? 0, signal),
    enabled: id !== null,
  });
}

export function useComplianceGrid(tenderId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: submissionKeys.compliance(node, tenderId),
    queryFn: ({ signal }) => fetchComplianceGrid(node, tenderId, signal),
  });
}
