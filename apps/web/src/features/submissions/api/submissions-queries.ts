import {
  type ComplianceReview,
  type ComplianceRow,
  submissionsEndpoints as endpoints,
  exportsEndpoints,
  type HardCopySubmission,
  type OpeningState,
  type SealedPartName,
  type SubmissionStatus,
  type SubmissionSummary,
} from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointHref, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The buyer's Submissions and Compliance tabs (…/Submissions, …/Exports; paths in
 * decision 140-149). Forms show their refusals in place; actions from the list notify.
 */

const inPlace = { notifyOnError: false } as const;

export type SubmissionsPage = { opening: OpeningState; values: SubmissionSummary[]; total: number };

export async function fetchSubmissions(
  node: NodeRef,
  query: { tenderId: number; status?: SubmissionStatus; start: number; limit: number },
  signal?: AbortSignal,
): Promise<SubmissionsPage> {
  const answer = await callEndpoint(endpoints.list, { params: node, query }, { signal, ...inPlace });
  const list = pageOf(answer);
  return { opening: answer.opening, values: list.values, total: list.total };
}

export async function fetchSubmission(node: NodeRef, id: number, signal?: AbortSignal) {
  const detail = firstOf(
    await callEndpoint(endpoints.read, { params: { ...node, id } }, { signal, ...inPlace }),
  );
  if (!detail) throw new Error('submission missing');
  return detail;
}

export async function unsealPart(
  node: NodeRef,
  tenderId: number,
  part: SealedPartName,
  confirmBelowMinimum: boolean,
) {
  await callEndpoint(
    endpoints.unseal,
    { params: node, query: { tenderId, part }, body: { confirmBelowMinimum } },
    inPlace,
  );
}

export async function saveComments(node: NodeRef, id: number, privateComments: string) {
  await callEndpoint(endpoints.saveComments, { params: { ...node, id }, body: { privateComments } }, inPlace);
}

export async function withdrawSubmission(node: NodeRef, id: number) {
  await callEndpoint(endpoints.withdraw, { params: { ...node, id } });
}

export async function deleteHardCopy(node: NodeRef, submissionId: number) {
  await callEndpoint(endpoints.deleteHardCopy, { params: node, query: { submissionId } });
}

export async function enterHardCopy(node: NodeRef, input: HardCopySubmission) {
  await callEndpoint(endpoints.enterHardCopy, { params: node, body: input }, inPlace);
}

export type ComplianceGrid = {
  items: { id: number; name: string; description: string; isRequired: boolean }[];
  rows: ComplianceRow[];
};

export async function fetchComplianceGrid(
  node: NodeRef,
  tenderId: number,
  signal?: AbortSignal,
): Promise<ComplianceGrid> {
  const answer = await callEndpoint(
    endpoints.compliance,
    { params: node, query: { tenderId } },
    { signal, ...inPlace },
  );
  return { items: answer.complianceItems, rows: pageOf(answer).values };
}

export async function reviewCompliance(node: NodeRef, submissionId: number, review: ComplianceReview) {
  await callEndpoint(endpoints.reviewCompliance, { params: { ...node, id: submissionId }, body: review });
}

const sheets = {
  OpeningSheet: exportsEndpoints.openingSheet,
  BidAnalysis: exportsEndpoints.bidAnalysis,
  Compliance: exportsEndpoints.compliance,
};

/** Where the browser downloads an export (a plain link: the session cookie goes with it). */
export const exportUrl = (node: NodeRef, name: keyof typeof sheets, tenderId: number) =>
  endpointHref(sheets[name], { params: node, query: { tenderId } });

export const fileUrl = (node: NodeRef, submissionId: number, fileId: number) =>
  endpointHref(endpoints.file, { params: { ...node, id: submissionId, fileId } });

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
