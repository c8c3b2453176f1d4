import {
  type ContractDocumentFields,
  type SupplierContract,
  supplierContractSchema,
} from '@procura/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { readList } from '../../../platform/api/client.ts';
import { type UploadProgress, uploadForm } from '../../../platform/api/upload.ts';
import { documentForm } from '../../contracts/contract-documents-api.ts';
import { portalBase, portalRequest } from '../portal-api.ts';

/**
 * The supplier's contracts on the portal (issue 9 §2; decision 245): the started contracts it
 * is active on, one contract with the documents it may read, and its uploads, which wait for the
 * agency's approval. Keys start with ['portal', agency] so signing in or out refreshes them.
 */

export const supplierContractKeys = {
  list: (agency: string) => ['portal', agency, 'contracts'] as const,
  one: (agency: string, contractId: number) => ['portal', agency, 'contract', contractId] as const,
};

const contractsPath = (contractId?: number) =>
  contractId === undefined ? '/Contracts' : `/Contracts/${contractId}`;

/** The answer's contracts, each checked against the contract package's schema. */
function contractsOf(body: unknown): SupplierContract[] {
  return readList<unknown>(body, 'contract').values.flatMap((raw) => {
    const parsed = supplierContractSchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
}

export function useSupplierContracts(agency: string) {
  return useQuery({
    queryKey: supplierContractKeys.list(agency),
    queryFn: async ({ signal }) => ({
      values: contractsOf(
        await portalRequest<unknown>(agency, contractsPath(), { signal, notifyOnError: false }),
      ),
    }),
  });
}

export function useSupplierContract(agency: string, contractId: number) {
  return useQuery({
    queryKey: supplierContractKeys.one(agency, contractId),
    queryFn: async ({ signal }) => {
      const [contract] = contractsOf(
        await portalRequest<unknown>(agency, contractsPath(contractId), { signal, notifyOnError: false }),
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
  const body = await uploadForm<unknown>(
    `${portalBase(agency)}${contractsPath(contractId)}/Documents`,
    documentForm(fields, file),
    { onProgress, notifyOnError: false },
  );
  return contractsOf(body)[0];
}

/** Where the supplier's browser downloads a document (the supplier session's cookie goes along). */
export function supplierDocumentUrl(agency: string, contractId: number, documentId: number): string {
  return `${portalBase(agency)}${contractsPath(contractId)}/Documents/${documentId}/Download`;
}
