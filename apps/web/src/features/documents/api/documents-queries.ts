import { documentsEndpoints, type ProjectDocument } from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
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
 * Bid documents of a source (001 §7 Documents), through the contract's declarations. Uploads go
 * as multipart with the fields before the file (the server reads them first) and report progress;
 * their refusals show in the form, so they do not notify.
 */

type Transfer = { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal };

export async function fetchDocuments(
  node: NodeRef,
  tenderId: number,
  signal?: AbortSignal,
): Promise<ProjectDocument[]> {
  const answer = await callEndpoint(
    documentsEndpoints.list,
    { params: node, query: { tenderId } },
    { signal, notifyOnError: false },
  );
  return pageOf(answer).values;
}

export async function uploadDocument(
  node: NodeRef,
  input: { tenderId: number; file: File; displayName: string },
  transfer: Transfer = {},
): Promise<ProjectDocument | null> {
  const form = new FormData();
  form.append('tenderId', String(input.tenderId));
  if (input.displayName.trim()) form.append('displayName', input.displayName.trim());
  form.append('file', input.file);
  return firstOf(
    await uploadEndpoint(documentsEndpoints.upload, { params: node }, form, {
      ...transfer,
      notifyOnError: false,
    }),
  );
}

/** Renames a document, replaces its file, or both. */
export async function updateDocument(
  node: NodeRef,
  input: { documentId: number; displayName: string; file: File | null },
  transfer: Transfer = {},
): Promise<ProjectDocument | null> {
  const form = new FormData();
  form.append('documentId', String(input.documentId));
  if (input.displayName.trim()) form.append('displayName', input.displayName.trim());
  if (input.file) form.append('file', input.file);
  return firstOf(
    await uploadEndpoint(documentsEndpoints.update, { params: node }, form, {
      ...transfer,
      notifyOnError: false,
    }),
  );
}

export async function deleteDocument(node: NodeRef, documentId: number): Promise<void> {
  await callEndpoint(documentsEndpoints.remove, { params: node, query: { documentId } });
}

/** Saves a new order (every document of the source, first first); answers the renumbered list. */
export async function reorderDocuments(
  node: NodeRef,
  tenderId: number,
  ids: number[],
): Promise<ProjectDocument[]> {
  return pageOf(await callEndpoint(documentsEndpoints.reorder, { params: node, body: { tenderId, ids } }))
    .values;
}

/** Where the browser fetches a document: inline for a PDF preview, as a download otherwise. */
export function documentUrl(node: NodeRef, documentId: number, preview = false): string {
  return endpointHref(documentsEndpoints.download, {
    params: node,
    query: { documentId, ...(preview ? { preview: 'true' as const } : {}) },
  });
}

/** Keys carry the customer and node, so an agency switch refetches. */
export const documentKeys = {
  ofTender: (customerId: number, nodeId: number, tenderId: number) =>
    ['documents', customerId, nodeId, tenderId] as const,
};

export function useDocuments(tenderId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: documentKeys.ofTender(node.customerId, node.nodeId, tenderId),
    queryFn: ({ signal }) => fetchDocuments(node, tenderId, signal),
  });
}
