import {
  type VendorDocument,
  type VendorDocumentFields,
  type VendorDocumentUpdate,
  vendorDocumentsEndpoints,
} from '@procura/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointHref, pageOf, uploadEndpoint } from '../../../platform/api/endpoint-call.ts';
import type { UploadProgress } from '../../../platform/api/upload.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';
import { vendorKeys } from './vendors-queries.ts';

/**
 * A supplier's documents (001 §7 /vendor/{vendorId}/VendorDocuments; issue 22 §3): the list, the
 * upload (multipart, fields before the file, with progress), changes and the approval of a
 * supplier's upload (JSON), delete and the download link. Every change answers the supplier's
 * documents, which replace the cached list. Refusals show where the user acted.
 */

const inPlace = { notifyOnError: false } as const;

export const vendorDocumentKeys = {
  list: (node: NodeRef, vendorId: number) => [...vendorKeys.vendor(node, vendorId), 'documents'] as const,
};

export function useVendorDocuments(vendorId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: vendorDocumentKeys.list(node, vendorId),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          vendorDocumentsEndpoints.list,
          { params: { ...node, vendorId } },
          { signal, ...inPlace },
        ),
      ).values,
  });
}

/** Puts a change's answer (every document of the supplier) in place of the cached list. */
export function useVendorDocumentsCache(vendorId: number) {
  const node = useNodeRef();
  const client = useQueryClient();
  return (documents: VendorDocument[]) =>
    client.setQueryData(vendorDocumentKeys.list(node, vendorId), documents);
}

/** The fields as multipart text, all before the file (the server reads them first). */
export function vendorDocumentForm(fields: VendorDocumentFields, file: File): FormData {
  const form = new FormData();
  form.append('displayName', fields.displayName);
  form.append('effectiveDate', fields.effectiveDate);
  form.append('expiryDate', fields.expiryDate ?? '');
  form.append('file', file);
  return form;
}

export async function uploadVendorDocument(
  node: NodeRef,
  vendorId: number,
  fields: VendorDocumentFields,
  file: File,
  onProgress: (progress: UploadProgress) => void,
): Promise<VendorDocument[]> {
  const answer = await uploadEndpoint(
    vendorDocumentsEndpoints.upload,
    { params: { ...node, vendorId } },
    vendorDocumentForm(fields, file),
    { onProgress, ...inPlace },
  );
  return pageOf(answer).values;
}

export async function updateVendorDocument(
  node: NodeRef,
  vendorId: number,
  update: VendorDocumentUpdate,
): Promise<VendorDocument[]> {
  const answer = await callEndpoint(
    vendorDocumentsEndpoints.update,
    { params: { ...node, vendorId }, body: update },
    inPlace,
  );
  return pageOf(answer).values;
}

/** Deletes a document (the caller reports a refusal). */
export async function deleteVendorDocument(
  node: NodeRef,
  vendorId: number,
  documentId: number,
): Promise<VendorDocument[]> {
  const answer = await callEndpoint(
    vendorDocumentsEndpoints.remove,
    { params: { ...node, vendorId }, query: { documentId } },
    inPlace,
  );
  return pageOf(answer).values;
}

export function vendorDocumentHref(node: NodeRef, vendorId: number, documentId: number): string {
  return endpointHref(vendorDocumentsEndpoints.download, { params: { ...node, vendorId, documentId } });
}
