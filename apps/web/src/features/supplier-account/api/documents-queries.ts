import { type VendorDocument, type VendorDocumentFields, vendorDocumentsEndpoints } from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, endpointHref, pageOf, uploadEndpoint } from '../../../platform/api/endpoint-call.ts';
import { portalCall } from '../../../platform/api/portal-call.ts';
import type { UploadProgress } from '../../../platform/api/upload.ts';

/**
 * The signed-in supplier's documents with an agency (issue 22 §3; decision 341): its list, an
 * upload that waits for the agency's approval, the withdrawal of one still waiting, the download.
 * Keys start with ['portal', agency] so signing in or out refreshes them.
 */

export type { VendorDocument };

const quiet = { ...portalCall, notifyOnError: false } as const;

export const portalDocumentKeys = {
  list: (agency: string) => ['portal', agency, 'vendorDocuments'] as const,
};

export function usePortalDocuments(agency: string) {
  return useQuery({
    queryKey: portalDocumentKeys.list(agency),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(vendorDocumentsEndpoints.portalList, { params: { agency } }, { ...quiet, signal }),
      ).values,
  });
}

/** The multipart form: the fields first, then the file (the server reads them in that order). */
export function vendorDocumentForm(fields: VendorDocumentFields, file: File): FormData {
  const form = new FormData();
  form.append('displayName', fields.displayName);
  form.append('effectiveDate', fields.effectiveDate);
  form.append('expiryDate', fields.expiryDate ?? '');
  form.append('file', file);
  return form;
}

/** Sends a document; answers the supplier's documents as they now are. */
export async function uploadPortalDocument(
  agency: string,
  fields: VendorDocumentFields,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<VendorDocument[]> {
  const answer = await uploadEndpoint(
    vendorDocumentsEndpoints.portalUpload,
    { params: { agency } },
    vendorDocumentForm(fields, file),
    { onProgress, notifyOnError: false },
  );
  return pageOf(answer).values;
}

/** Withdraws a document the agency has not approved yet; answers the documents left. */
export async function withdrawPortalDocument(agency: string, documentId: number): Promise<VendorDocument[]> {
  return pageOf(
    await callEndpoint(vendorDocumentsEndpoints.portalRemove, { params: { agency, documentId } }, quiet),
  ).values;
}

/** Where the supplier's browser downloads a document (the supplier session's cookie goes along). */
export function portalDocumentUrl(agency: string, documentId: number): string {
  return endpointHref(vendorDocumentsEndpoints.portalDownload, { params: { agency, documentId } });
}
