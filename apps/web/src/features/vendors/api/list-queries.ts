import {
  type CreateVendorList,
  type EndpointInput,
  supplierSearchMinChars,
  type VendorList,
  type VendorListDetail,
  type VendorSearchRow,
  vendorListsEndpoints,
  vendorsEndpoints,
} from '@procura/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../platform/api/client.ts';
import { callEndpoint, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * Supplier lists (001 §7 VendorLists; issue 22 §4): the lists the user may use, one list with its
 * members in turn order, and their changes; the quick supplier search the member picker uses.
 * Every change shows its refusal itself: forms beside their fields, the others in a notification.
 */

export type NodeRef = { customerId: number; nodeId: number };
export type VendorListChange = EndpointInput<typeof vendorListsEndpoints.update>['body'];
export type { VendorList, VendorListDetail };

const inPlace = { notifyOnError: false } as const;

export const vendorListKeys = {
  all: (node: NodeRef) => ['vendorLists', node.customerId, node.nodeId] as const,
  list: (node: NodeRef) => ['vendorLists', node.customerId, node.nodeId, 'list'] as const,
  one: (node: NodeRef, id: number) => ['vendorLists', node.customerId, node.nodeId, 'one', id] as const,
  lookup: (node: NodeRef, text: string) => ['vendorLookup', node.customerId, node.nodeId, text] as const,
};

function detailOf(answer: { data: Record<string, { values: VendorListDetail[]; count: number }> }) {
  const detail = firstOf(answer);
  if (!detail) throw new ApiError(0, [i18n.t('unknownError')]);
  return detail;
}

export async function fetchVendorLists(node: NodeRef, signal?: AbortSignal): Promise<VendorList[]> {
  return pageOf(await callEndpoint(vendorListsEndpoints.list, { params: node }, { signal })).values;
}

export async function fetchVendorList(node: NodeRef, id: number, signal?: AbortSignal) {
  return detailOf(
    await callEndpoint(vendorListsEndpoints.read, { params: { ...node, id } }, { signal, ...inPlace }),
  );
}

export async function createVendorList(node: NodeRef, list: CreateVendorList): Promise<VendorListDetail> {
  return detailOf(await callEndpoint(vendorListsEndpoints.create, { params: node, body: list }, inPlace));
}

export async function updateVendorList(
  node: NodeRef,
  id: number,
  change: VendorListChange,
): Promise<VendorListDetail> {
  return detailOf(
    await callEndpoint(vendorListsEndpoints.update, { params: { ...node, id }, body: change }, inPlace),
  );
}

export async function deleteVendorList(node: NodeRef, id: number): Promise<void> {
  await callEndpoint(vendorListsEndpoints.remove, { params: { ...node, id } }, inPlace);
}

export async function addListMembers(
  node: NodeRef,
  vendorListId: number,
  vendorIds: number[],
): Promise<VendorListDetail> {
  const body = { vendorListId, vendorIds };
  return detailOf(await callEndpoint(vendorListsEndpoints.addMembers, { params: node, body }, inPlace));
}

export async function removeListMembers(
  node: NodeRef,
  vendorListId: number,
  vendorIds: number[],
): Promise<VendorListDetail> {
  const body = { vendorListId, vendorIds };
  return detailOf(await callEndpoint(vendorListsEndpoints.removeMembers, { params: node, body }, inPlace));
}

export function useVendorLists(enabled = true) {
  const node = useNodeRef();
  return useQuery({
    queryKey: vendorListKeys.list(node),
    queryFn: ({ signal }) => fetchVendorLists(node, signal),
    enabled,
  });
}

export function useVendorList(id: number | null) {
  const node = useNodeRef();
  return useQuery({
    queryKey: vendorListKeys.one(node, id ?? 0),
    queryFn: ({ signal }) => fetchVendorList(node, id ?? 0, signal),
    enabled: id !== null,
  });
}

/** After a change: the list's detail as answered, and the lists (names, counts) read again. */
export function useVendorListCache() {
  const node = useNodeRef();
  const client = useQueryClient();
  return {
    put(detail: VendorListDetail) {
      client.setQueryData(vendorListKeys.one(node, detail.id), detail);
      void client.invalidateQueries({ queryKey: vendorListKeys.list(node) });
    },
    dropped(id: number) {
      client.removeQueries({ queryKey: vendorListKeys.one(node, id) });
      void client.invalidateQueries({ queryKey: vendorListKeys.list(node) });
    },
  };
}

/** Whether a name is long enough to search (000 §5: at least 3 characters). */
export const isSearchable = (text: string) => text.trim().length >= supplierSearchMinChars;

/** Active suppliers by name, for the pickers; asked only once the text is long enough. */
export function useSupplierLookup(text: string) {
  const node = useNodeRef();
  const searchText = text.trim();
  return useQuery({
    queryKey: vendorListKeys.lookup(node, searchText),
    queryFn: async ({ signal }): Promise<VendorSearchRow[]> =>
      pageOf(
        await callEndpoint(
          vendorsEndpoints.search,
          { params: node, query: { searchText } },
          { signal, ...inPlace },
        ),
      ).values,
    enabled: isSearchable(searchText),
    placeholderData: keepPreviousData,
  });
}
