import {
  type Addendum,
  addendumSchema,
  type QuestionStatus,
  type SupplierQuestions,
  supplierQuestionsSchema,
  type VendorQuestion,
  vendorQuestionSchema,
} from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, type ListPage, readList, readOne } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import { type UploadProgress, uploadForm } from '../../../platform/api/upload.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { portalRequest } from '../../portal/portal-api.ts';

/**
 * Vendor questions and addenda (001 §7 VendorQuestions, Exports/VendorQuestions; Addenda), and the
 * supplier's questions on the portal. Forms show their refusals in place, so they do not notify.
 */

export type NodeRef = { customerId: number; nodeId: number };
export type { Addendum, SupplierQuestions, VendorQuestion };

const questionsPath = (node: NodeRef) => `${nodeBase(node.customerId, node.nodeId)}/VendorQuestions`;
const addendaPath = (node: NodeRef) => `${nodeBase(node.customerId, node.nodeId)}/Addenda`;
const inPlace = { notifyOnError: false } as const;

export async function fetchVendorQuestions(
  node: NodeRef,
  query: { tenderId: number; status: QuestionStatus | null; start: number; limit: number },
  signal?: AbortSignal,
): Promise<ListPage<VendorQuestion>> {
  const body = await apiRequest<unknown>(questionsPath(node), { query, signal, ...inPlace });
  return readList<VendorQuestion>(body, 'vendorQuestion');
}

export async function createVendorQuestion(
  node: NodeRef,
  input: { tenderId: number; companyName: string; fullName: string; email: string; question: string },
): Promise<VendorQuestion | null> {
  const body = await apiRequest<unknown>(questionsPath(node), { method: 'POST', body: input, ...inPlace });
  return readOne(vendorQuestionSchema, body, 'vendorQuestion');
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
  const body = await apiRequest<unknown>(questionsPath(node), {
    method: 'PUT',
    query: { answerViaEmail: input.sendResponseToSupplier },
    body: input,
    ...inPlace,
  });
  return readOne(vendorQuestionSchema, body, 'vendorQuestion');
}

export function exportVendorQuestions(node: NodeRef, ids: number[]): Promise<Blob> {
  return apiRequest<Blob>(`${nodeBase(node.customerId, node.nodeId)}/Exports/VendorQuestions`, {
    method: 'POST',
    body: { ids },
    responseType: 'blob',
  });
}

export async function fetchAddenda(
  node: NodeRef,
  tenderId: number,
  signal?: AbortSignal,
): Promise<Addendum[]> {
  const body = await apiRequest<unknown>(addendaPath(node), { query: { tenderId }, signal, ...inPlace });
  return readList<Addendum>(body, 'addendum').values;
}

export async function uploadAddendum(
  node: NodeRef,
  input: { tenderId: number; title: string; file: File; confirmWithdraw: boolean },
  onProgress?: (progress: UploadProgress) => void,
): Promise<Addendum | null> {
  const form = new FormData();
  form.append('title', input.title.trim());
  form.append('file', input.file);
  const query = `?tenderId=${input.tenderId}&confirmWithdraw=${input.confirmWithdraw}`;
  const body = await uploadForm<unknown>(`${addendaPath(node)}${query}`, form, {
    onProgress,
    ...inPlace,
  });
  return readOne(addendumSchema, body, 'addendum');
}

export async function addendumFromQuestions(
  node: NodeRef,
  input: { tenderId: number; questionIds: number[]; title: string; confirmWithdraw: boolean },
): Promise<Addendum | null> {
  const body = await apiRequest<unknown>(`${addendaPath(node)}/FromQuestions`, {
    method: 'POST',
    query: { tenderId: input.tenderId, confirmWithdraw: input.confirmWithdraw },
    body: { questionIds: input.questionIds, title: input.title.trim() },
    ...inPlace,
  });
  return readOne(addendumSchema, body, 'addendum');
}

export function addendumUrl(node: NodeRef, addendumId: number): string {
  return `${addendaPath(node)}/Download?addendumId=${addendumId}`;
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
  const body = await portalRequest<unknown>(agency, `/Opportunities/${projectId}/Questions`, {
    signal,
    ...inPlace,
  });
  return readOne(supplierQuestionsSchema, body, 'supplierQuestions');
}

export async function askSupplierQuestion(
  agency: string,
  projectId: number,
  question: string,
): Promise<SupplierQuestions | null> {
  const body = await portalRequest<unknown>(agency, `/Opportunities/${projectId}/Questions`, {
    method: 'POST',
    body: { question },
    ...inPlace,
  });
  return readOne(supplierQuestionsSchema, body, 'supplierQuestions');
}

export function useSupplierQuestions(agency: string, projectId: number) {
  return useQuery({
    queryKey: questionKeys.supplier(agency, projectId),
    queryFn: ({ signal }) => fetchSupplierQuestions(agency, projectId, signal),
  });
}
