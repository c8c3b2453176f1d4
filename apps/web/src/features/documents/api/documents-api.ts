import { type ProjectDocument, projectDocumentSchema } from '@procura/contract';
import { apiRequest, readList, readOne } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import { type UploadProgress, uploadForm } from '../../../platform/api/upload.ts';

/**
 * Bid documents of a source (001 §7 Documents). Uploads go as multipart with the fields before
 * the file (the server reads them first) and report progress; their refusals show in the form, so
 * they do not notify.
 */

export type NodeRef = { customerId: number; nodeId: number };
export type { ProjectDocument };

type Transfer = { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal };

const path = (node: NodeRef) => `${nodeBase(node.customerId, node.nodeId)}/Documents`;

export async function fetchDocuments(
  node: NodeRef,
  tenderId: number,
  signal?: AbortSignal,
): Promise<ProjectDocument[]> {
  const body = await apiRequest<unknown>(`${path(node)}/SearchByTender`, {
    query: { tenderId },
    signal,
    notifyOnError: false,
  });
  return readList<ProjectDocument>(body, 'document').values;
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
  const body = await uploadForm<unknown>(path(node), form, { ...transfer, notifyOnError: false });
  return readOne(projectDocumentSchema, body, 'document');
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
  const body = await uploadForm<unknown>(path(node), form, {
    ...transfer,
    method: 'PUT',
    notifyOnError: false,
  });
  return readOne(projectDocumentSchema, body, 'document');
}

export async function deleteDocument(node: NodeRef, documentId: number): Promise<void> {
  await apiRequest<unknown>(path(node), { method: 'DELETE', query: { documentId } });
}

/** Saves a new order (every document of the source, first first); answers the renumbered list. */
export async function reorderDocuments(
  node: NodeRef,
  tenderId: number,
  ids: number[],
): Promise<ProjectDocument[]> {
  const body = await apiRequest<unknown>(`${path(node)}/SortOrder`, {
    method: 'PUT',
    body: { tenderId, ids },
  });
  return readList<ProjectDocument>(body, 'document').values;
}

/** Where the browser fetches a document: inline for a PDF preview, as a download otherwise. */
export function documentUrl(node: NodeRef, documentId: number, preview = false): string {
  return `${path(node)}/Download?documentId=${documentId}${preview ? '&preview=true' : ''}`;
}
