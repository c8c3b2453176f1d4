import {
  type ContractDocumentFields,
  type SupplierContract,
  supplierContractsEndpoints,
} from '@procura/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  callEndpoint,
  endpointHref,
  firstOf,
  pageOf,
  uploadEndpoint,
} from '../../../platform/api/endpoint-call.ts';
import { portalCall } from '../../../platform/api/portal-call.ts';
import type { UploadProgress } from '../../../platform/api/upload.ts';
import { documentForm } from '../../contracts/index.ts';

/**
 * The supplier's contracts on the portal (issue 9 §2; decision 245): the started contracts it
 * is active on, one contract with the documents it may read, and its uploads, which wait for the
 * agency's approval. Keys start with ['portal', agency] so signing in or out refreshes them.
 */

export const supplierContractKeys = {
  list: (agency: string) => ['portal', agency, 'contracts'] as const,
  one: (agency: string, contractId: number) => ['portal', agency, 'contract', contractId] as const,
};

const inPlace = { notifyOnError: false } as const;

export function useSupplierContracts(agency: string) {
  return useQuery({
    queryKey: supplierContractKeys.list(agency),
    queryFn: async ({ signal }) => ({
      values: pageOf(
        await callEndpoint(
          supplierContractsEndpoints.list,
          { params: { agency } },
          { ...portalCall, signal, ...inPlace },
        ),
      ).values,
    }),
  });
}

export function useSupplierContract(agency: string, contractId: number) {
  return useQuery({
    queryKey: supplierContractKeys.one(agency, contractId),
    queryFn: async ({ signal }) => {
      const contract = firstOf(
        await callEndpoint(
          supplierContractsEndpoints.read,
          { params: { agency, contractId } },
          { ...portalCall, signal, ...inPlace },
        ),
      );
      if (!contract) throw new Error('Not found');
      return contract;
    },
  });
}

/** Puts the contract a send answered in the cache; the list shows it again on its next visit. */
export function useSupplierContractCache(agency: string, contractId: number) {
  const client = useQueryClient();
  return (contract: SupplierContract | undefined) => {
    if (contract) client.setQueryData(supplierContractKeys.one(agency, contractId), contract);
    else void client.invalidateQueries({ queryKey: supplierContractKeys.one(agency, contractId) });
    void client.invalidateQueries({ queryKey: supplierContractKeys.list(agency) });
  };
}

/** Sends one of the supplier's documents (fields first, then the file); answers the contract as it now is. */
export async function sendSupplierDocument(
  agency: string,
  contractId: number,
  fields: ContractDocumentFields,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
): Promise<SupplierContract | undefined> {
  const answer = await uploadEndpoint(
    supplierContractsEndpoints.upload,
    { params: { agency, contractId } },
    documentForm(fields, file),
    { onProgress, ...inPlace },
  );
  return firstOf(answer) ?? undefined;
}

/** Where the supplier's browser downloads a document (the supplier session's cookie goes along). */
export function supplierDocumentUrl(agency: string, contractId: number, documentId: number): string {
  return endpointHref(supplierContractsEndpoints.download, {
    params: { agency, contractId, contractDocumentId: documentId },
  });
}
