import {
  type BidPage,
  type BidReceipt,
  type EndpointAnswer,
  bidsEndpoints as endpoints,
  type FormEntry,
  type SaveBid,
  type TenderTableForm,
} from '@procura/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, firstOf, uploadEndpoint } from '../../../platform/api/endpoint-call.ts';
import { portalCall } from '../../../platform/api/portal-call.ts';
import type { UploadProgress } from '../../../platform/api/upload.ts';
import type { SupplierEntry } from '../../forms/index.ts';

/** The supplier's bid calls (`/api/v1/portal/{agency}/Opportunities/{projectId}/Bid...`). */

export const bidKeys = {
  page: (agency: string, projectId: number) => ['portal', agency, 'bid', projectId] as const,
  receipt: (agency: string, projectId: number, submissionId: number) =>
    ['portal', agency, 'bid', projectId, 'receipt', submissionId] as const,
};

const options = { ...portalCall, notifyOnError: false } as const;

function readPage(answer: EndpointAnswer<typeof endpoints.page>): BidPage {
  const page = firstOf(answer);
  if (!page) throw new Error('The bid answer was empty.');
  return page;
}

function readReceipt(answer: EndpointAnswer<typeof endpoints.receipt>): BidReceipt {
  const receipt = firstOf(answer);
  if (!receipt) throw new Error('The receipt answer was empty.');
  return receipt;
}

export function useBidPage(agency: string, projectId: number) {
  return useQuery({
    queryKey: bidKeys.page(agency, projectId),
    queryFn: async ({ signal }) =>
      readPage(await callEndpoint(endpoints.page, { params: { agency, projectId } }, { ...options, signal })),
  });
}

export function useBidReceipt(agency: string, projectId: number, submissionId: number) {
  return useQuery({
    queryKey: bidKeys.receipt(agency, projectId, submissionId),
    queryFn: async ({ signal }) =>
      readReceipt(
        await callEndpoint(
          endpoints.receipt,
          { params: { agency, projectId, submissionId } },
          { ...options, signal },
        ),
      ),
  });
}

/** A change that answers the bid page: the cached page becomes the answer. */
function usePageChange<Input>(
  agency: string,
  projectId: number,
  call: (input: Input) => Promise<EndpointAnswer<typeof endpoints.page>>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => readPage(await call(input)),
    onSuccess: (page) => client.setQueryData(bidKeys.page(agency, projectId), page),
  });
}

export function useSaveBid(agency: string, projectId: number) {
  return usePageChange(agency, projectId, (body: SaveBid) =>
    callEndpoint(endpoints.save, { params: { agency, projectId }, body }, options),
  );
}

/** The refusals of a withdrawal's or a no-bid's reason, shown under the reason. */
export const bidReasonKeys = ['bidReasonRequired'];

export function useWithdrawBid(agency: string, projectId: number) {
  return usePageChange(
    agency,
    projectId,
    ({ submissionId, reason }: { submissionId: number; reason: string }) =>
      callEndpoint(
        endpoints.withdraw,
        { params: { agency, projectId, submissionId }, body: { reason } },
        options,
      ),
  );
}

export function useNoBid(agency: string, projectId: number) {
  return usePageChange(agency, projectId, (reason: string) =>
    callEndpoint(endpoints.noBid, { params: { agency, projectId }, body: { reason } }, options),
  );
}

export function useDeleteBidFile(agency: string, projectId: number) {
  return usePageChange(agency, projectId, (fileId: number) =>
    callEndpoint(endpoints.removeFile, { params: { agency, projectId, fileId } }, options),
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
      return uploadEndpoint(
        endpoints.uploadFile,
        { params: { agency, projectId }, query: { uploadRequirementId } },
        file,
        { onProgress, notifyOnError: false },
      );
    },
  );
}

export function useSubmitBid(agency: string, projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      readReceipt(await callEndpoint(endpoints.submit, { params: { agency, projectId } }, options)),
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
