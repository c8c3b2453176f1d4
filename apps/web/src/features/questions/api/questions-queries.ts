import {
  type Addendum,
  addendaEndpoints,
  type QuestionStatus,
  questionsEndpoints,
  type SupplierQuestions,
  type VendorQuestion,
} from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import type { ListPage } from '../../../platform/api/client.ts';
import {
  callEndpoint,
  downloadEndpoint,
  endpointHref,
  firstOf,
  pageOf,
  uploadEndpoint,
} from '../../../platform/api/endpoint-call.ts';
import { portalCall } from '../../../platform/api/portal-call.ts';
import type { UploadProgress } from '../../../platform/api/upload.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * Vendor questions and addenda (001 §7 VendorQuestions, Exports/VendorQuestions; Addenda), and the
 * supplier's questions on the portal. Forms show their refusals in place, so they do not notify.
 */

export type { Addendum, SupplierQuestions, VendorQuestion };

const inPlace = { notifyOnError: false } as const;

export async function fetchVendorQuestions(
  node: NodeRef,
  query: { tenderId: number; status: QuestionStatus | null; start: number; limit: number },
  signal?: AbortSignal,
): Promise<ListPage<VendorQuestion>> {
  const { status, ...rest } = query;
  const answer = await callEndpoint(
    questionsEndpoints.list,
    { params: node, query: { ...rest, status: status ?? undefined } },
    { signal, ...inPlace },
  );
  return pageOf(answer);
}

export async function createVendorQuestion(
  node: NodeRef,
  input: { tenderId: number; companyName: string; fullName: string; email: string; question: string },
): Promise<VendorQuestion | null> {
  return firstOf(await callEndpoint(questionsEndpoints.create, { params: node, body: input }, inPlace));
}

export async function answerVendorQuestion(
  node: NodeRef,
  input: {
    id: number;
    answer: string;
    status: QuestionStatus;
    displayName: string;
    sendResponseToSupplier: boolean;
  },
): Promise<VendorQuestion | null> {
  const answer = await callEndpoint(
    questionsEndpoints.answer,
    { params: node, query: { answerViaEmail: input.sendResponseToSupplier ? 'true' : 'false' }, body: input },
    inPlace,
  );
  return firstOf(answer);
}

export function exportVendorQuestions(node: NodeRef, ids: number[]): Promise<Blob> {
  return downloadEndpoint(questionsEndpoints.export, { params: node, body: { ids } });
}

export async function fetchAddenda(
  node: NodeRef,
  tenderId: number,
  signal?: AbortSignal,
): Promise<Addendum[]> {
  const answer = await callEndpoint(
    addendaEndpoints.list,
    { params: node, query: { tenderId } },
    { signal, ...inPlace },
  );
  return pageOf(answer).values;
}

export async function uploadAddendum(
  node: NodeRef,
  input: { tenderId: number; title: string; file: File; confirmWithdraw: boolean },
  onProgress?: (progress: UploadProgress) => void,
): Promise<Addendum | null> {
  const form = new FormData();
  form.append('title', input.title.trim());
  form.append('file', input.file);
  const query = {
    tenderId: input.tenderId,
    confirmWithdraw: input.confirmWithdraw ? 'true' : 'false',
  } as const;
  const answer = await uploadEndpoint(addendaEndpoints.upload, { params: node, query }, form, {
    onProgress,
    ...inPlace,
  });
  return firstOf(answer);
}

export async function addendumFromQuestions(
  node: NodeRef,
  input: { tenderId: number; questionIds: number[]; title: string; confirmWithdraw: boolean },
): Promise<Addendum | null> {
  const answer = await callEndpoint(
    addendaEndpoints.fromQuestions,
    {
      params: node,
      query: { tenderId: input.tenderId, confirmWithdraw: input.confirmWithdraw ? 'true' : 'false' },
      body: { questionIds: input.questionIds, title: input.title.trim() },
    },
    inPlace,
  );
  return firstOf(answer);
}

export function addendumUrl(node: NodeRef, addendumId: number): string {
  return endpointHref(addendaEndpoints.download, { params: node, query: { addendumId } });
}

export const questionKeys = {
  all: (customerId: number, nodeId: number, tenderId: number) =>
    ['vendorQuestions', customerId, nodeId, tenderId] as const,
  page: (
    customerId: number,
    nodeId: number,
    tenderId: number,
    status: QuestionStatus | null,
    start: number,
  ) => ['vendorQuestions', customerId, nodeId, tenderId, status, start] as const,
  addenda: (customerId: number, nodeId: number, tenderId: number) =>
    ['addenda', customerId, nodeId, tenderId] as const,
  supplier: (agency: string, projectId: number) => ['supplierQuestions', agency, projectId] as const,
};

export function useVendorQuestions(
  tenderId: number,
  status: QuestionStatus | null,
  start: number,
  limit: number,
) {
  const node = useNodeRef();
  return useQuery({
    queryKey: questionKeys.page(node.customerId, node.nodeId, tenderId, status, start),
    queryFn: ({ signal }) => fetchVendorQuestions(node, { tenderId, status, start, limit }, signal),
  });
}

export function useAddenda(tenderId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: questionKeys.addenda(node.customerId, node.nodeId, tenderId),
    queryFn: ({ signal }) => fetchAddenda(node, tenderId, signal),
  });
}

/** The portal's questions panel of one opportunity. */
export async function fetchSupplierQuestions(
  agency: string,
  projectId: number,
  signal?: AbortSignal,
): Promise<SupplierQuestions | null> {
  const answer = await callEndpoint(
    questionsEndpoints.supplierPanel,
    { params: { agency, projectId } },
    { ...portalCall, signal, ...inPlace },
  );
  return firstOf(answer);
}

export async function askSupplierQuestion(
  agency: string,
  projectId: number,
  question: string,
): Promise<SupplierQuestions | null> {
  const answer = await callEndpoint(
    questionsEndpoints.ask,
    { params: { agency, projectId }, body: { question } },
    { ...portalCall, ...inPlace },
  );
  return firstOf(answer);
}

export function useSupplierQuestions(agency: string, projectId: number) {
  return useQuery({
    queryKey: questionKeys.supplier(agency, projectId),
    queryFn: ({ signal }) => fetchSupplierQuestions(agency, projectId, signal),
  });
}
