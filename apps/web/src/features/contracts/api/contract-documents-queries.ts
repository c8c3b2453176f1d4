import {
  type ContractDocument,
  type ContractDocumentFields,
  contractDocumentsEndpoints,
} from '@procura/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointHref, pageOf, uploadEndpoint } from '../../../platform/api/endpoint-call.ts';
import type { UploadProgress } from '../../../platform/api/upload.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';
import { contractKeys } from './contracts-queries.ts';

/**
 * A contract's documents (issue 9 §2; paths in docs/api.md "Contract documents"): the list, the
 * one upload and change call for every category (multipart, fields before the file, with upload
 * progress), delete, approval in bulk, rejection with a reason, downloads. Calls do not notify on
 * their own: the caller shows a refusal beside its field or in a notice.
 */

const inPlace = { notifyOnError: false } as const;

export const contractDocumentKeys = {
  /** Under the contract's keys, so a change to the contract reads its documents again too. */
  list: (node: NodeRef, projectId: number, contractId: number) =>
    [...contractKeys.all(node, projectId), 'documents', contractId] as const,
};

/** Every document of the contract (the server answers at most 5000), by category then name. */
export function useContractDocuments(projectId: number, contractId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: contractDocumentKeys.list(node, projectId, contractId),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          contractDocumentsEndpoints.list,
          { params: { ...node, contractId } },
          { signal, ...inPlace },
        ),
      ).values,
  });
}

/**
 * Keeps the cached list in step with what a change answered: the documents it answers replace
 * theirs (or join the list), the removed ones leave it: no second read of up to 5000 documents.
 */
export function useContractDocumentsCache(projectId: number, contractId: number) {
  const node = useNodeRef();
  const client = useQueryClient();
  const key = contractDocumentKeys.list(node, projectId, contractId);
  return {
    put(documents: readonly ContractDocument[]) {
      // An answer without the documents (an empty 200): the change happened, so read the list again.
      if (documents.length === 0) return void client.invalidateQueries({ queryKey: key });
      client.setQueryData<ContractDocument[]>(key, (old = []) => {
        const kept = old.map((d) => documents.find((n) => n.id === d.id) ?? d);
        return [...kept, ...documents.filter((n) => !old.some((d) => d.id === n.id))];
      });
    },
    drop(documentId: number) {
      client.setQueryData<ContractDocument[]>(key, (old = []) => old.filter((d) => d.id !== documentId));
    },
  };
}

/** The fields as multipart text, in the order the server reads them (all before the file). */
export function documentForm(fields: ContractDocumentFields, file: File | null): FormData {
  const form = new FormData();
  const text = (value: string | number | boolean | null) => (value === null ? '' : String(value));
  form.append('category', fields.category);
  form.append('vendorId', text(fields.vendorId));
  form.append('typeId', text(fields.typeId));
  form.append('displayName', fields.displayName);
  form.append('effectiveDate', text(fields.effectiveDate));
  form.append('expiryDate', text(fields.expiryDate));
  form.append('securityAmount', text(fields.securityAmount));
  form.append('visibleToSuppliers', text(fields.visibleToSuppliers));
  if (file) form.append('file', file);
  return form;
}

/** Adds a document (no id; the file is required) or changes one (a file replaces the old one). */
export async function saveContractDocument(
  node: NodeRef,
  contractId: number,
  input: { fields: ContractDocumentFields; file: File | null; id?: number | undefined },
  onProgress?: (progress: UploadProgress) => void,
): Promise<ContractDocument[]> {
  const form = documentForm(input.fields, input.file);
  const answer =
    input.id === undefined
      ? await uploadEndpoint(contractDocumentsEndpoints.upload, { params: { ...node, contractId } }, form, {
          onProgress,
          ...inPlace,
        })
      : await uploadEndpoint(
          contractDocumentsEndpoints.update,
          { params: { ...node, contractId, documentId: input.id } },
          form,
          { onProgress, ...inPlace },
        );
  return pageOf(answer).values;
}

export async function deleteContractDocument(node: NodeRef, contractId: number, documentId: number) {
  await callEndpoint(
    contractDocumentsEndpoints.remove,
    { params: { ...node, contractId, documentId } },
    inPlace,
  );
}

/** Approves pending documents, one or many; answers them approved. */
export async function approveContractDocuments(node: NodeRef, contractId: number, documentIds: number[]) {
  const answer = await callEndpoint(
    contractDocumentsEndpoints.approve,
    { params: { ...node, contractId }, body: { documentIds } },
    inPlace,
  );
  return pageOf(answer).values;
}

/** Rejects a pending document: its supplier is mailed the reason, and the document goes. */
export async function rejectContractDocument(
  node: NodeRef,
  contractId: number,
  documentId: number,
  reason: string,
) {
  await callEndpoint(
    contractDocumentsEndpoints.reject,
    { params: { ...node, contractId, documentId }, body: { reason } },
    inPlace,
  );
}

/** Where the browser downloads a document's file (the session cookie goes along). */
export function contractDocumentUrl(node: NodeRef, contractId: number, documentId: number): string {
  return endpointHref(contractDocumentsEndpoints.download, { params: { ...node, contractId, documentId } });
}
