import {
  type BidPage,
  type BidReceipt,
  bidPageSchema,
  bidReceiptSchema,
  type FormEntry,
  type SaveBid,
  type TenderTableForm,
} from '@procura/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { readOne } from '../../../platform/api/client.ts';
import { type UploadProgress, uploadForm } from '../../../platform/api/upload.ts';
import type { SupplierEntry } from '../../forms/index.ts';
import { portalBase, portalRequest } from '../../portal/portal-api.ts';

/** The supplier's bid calls (`/api/v1/portal/{agency}/Opportunities/{projectId}/Bid...`). */

export const bidKeys = {
  page: (agency: string, projectId: number) => ['portal', agency, 'bid', projectId] as const,
  receipt: (agency: string, projectId: number, submissionId: number) =>
    ['portal', agency, 'bid', projectId, 'receipt', submissionId] as const,
};

const bidPath = (projectId: number, rest = '') => `/Opportunities/${projectId}/Bid${rest}`;

function readPage(body: unknown): BidPage {
  const page = readOne(bidPageSchema, body, 'bid');
  if (!page) throw new Error('The bid answer was empty.');
  return page;
}

function readReceipt(body: unknown): BidReceipt {
  const receipt = readOne(bidReceiptSchema, body, 'bidReceipt');
  if (!receipt) throw new Error('The receipt answer was empty.');
  return receipt;
}

export function useBidPage(agency: string, projectId: number) {
  return useQuery({
    queryKey: bidKeys.page(agency, projectId),
    queryFn: async ({ signal }) =>
      readPage(await portalRequest<unknown>(agency, bidPath(projectId), { signal, notifyOnError: false })),
  });
}

export function useBidReceipt(agency: string, projectId: number, submissionId: number) {
  return useQuery({
    queryKey: bidKeys.receipt(agency, projectId, submissionId),
    queryFn: async ({ signal }) =>
      readReceipt(
        await portalRequest<unknown>(agency, bidPath(projectId, `/Receipt/${submissionId}`), {
          signal,
          notifyOnError: false,
        }),
      ),
  });
}

/** A change that answers the bid page: the cached page becomes the answer. */
function usePageChange<Input>(agency: string, projectId: number, call: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => readPage(await call(input)),
    onSuccess: (page) => client.setQueryData(bidKeys.page(agency, projectId), page),
  });
}

export function useSaveBid(agency: string, projectId: number) {
  return usePageChange(agency, projectId, (body: SaveBid) =>
    portalRequest(agency, bidPath(projectId), { method: 'PUT', body, notifyOnError: false }),
  );
}

export function useWithdrawBid(agency: string, projectId: number) {
  return usePageChange(
    agency,
    projectId,
    ({ submissionId, reason }: { submissionId: number; reason: string }) =>
      portalRequest(agency, bidPath(projectId, `/Withdraw/${submissionId}`), {
        method: 'POST',
        body: { reason },
        notifyOnError: false,
      }),
  );
}

export function useNoBid(agency: string, projectId: number) {
  return usePageChange(agency, projectId, (reason: string) =>
    portalRequest(agency, `/Opportunities/${projectId}/NoBid`, {
      method: 'POST',
      body: { reason },
      notifyOnError: false,
    }),
  );
}

export function useDeleteBidFile(agency: string, projectId: number) {
  return usePageChange(agency, projectId, (fileId: number) =>
    portalRequest(agency, bidPath(projectId, `/Files/${fileId}`), { method: 'DELETE', notifyOnError: false }),
  );
}

export function useUploadBidFile(agency: string, projectId: number) {
  return usePageChange(
    agency,
    projectId,
    ({
      uploadRequirementId,
      file,
      onProgress,
    }: {
      uploadRequirementId: number;
      file: File;
      onProgress: (progress: UploadProgress) => void;
    }) => {
      const form = new FormData();
      form.append('file', file);
      return uploadForm(
        `${portalBase(agency)}${bidPath(projectId, `/Files?uploadRequirementId=${uploadRequirementId}`)}`,
        form,
        { onProgress, notifyOnError: false },
      );
    },
  );
}

export function useSubmitBid(agency: string, projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      readReceipt(
        await portalRequest<unknown>(agency, bidPath(projectId, '/Submit'), {
          method: 'POST',
          notifyOnError: false,
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: bidKeys.page(agency, projectId) }),
  });
}

/** SupplierFormView's entry as the sealed part stores it, and back. */
export function formEntryOf(form: TenderTableForm, entry: SupplierEntry): FormEntry {
  const cells: FormEntry['cells'] = [];
  for (const [row, values] of Object.entries(entry.values)) {
    for (const [column, value] of Object.entries(values)) {
      if (value === '') continue;
      cells.push({ rowId: Number(row), columnId: Number(column), value });
    }
  }
  return { tenderTableId: form.table.id, addedRowIds: [...entry.addedRowIds], cells };
}

export function supplierEntryOf(entry: FormEntry | undefined): SupplierEntry {
  if (!entry) return { addedRowIds: [], values: {} };
  const values: Record<number, Record<number, string>> = {};
  for (const cell of entry.cells) {
    if (cell.value === null) continue;
    values[cell.rowId] ??= {};
    (values[cell.rowId] as Record<number, string>)[cell.columnId] = cell.value;
  }
  return { addedRowIds: entry.addedRowIds, values };
}
