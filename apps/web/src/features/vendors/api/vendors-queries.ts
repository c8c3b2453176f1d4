import {
  type AgencyVendor,
  type VendorAdvancedSearch,
  type VendorAgencyUpdate,
  type VendorSearchColumn,
  vendorHistoryPageSize,
  vendorsEndpoints,
} from '@procura/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, downloadEndpoint, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';
import { fetchCategories } from '../../control-panel/index.ts';

/**
 * The supplier directory and profile (001 §7 Vendors; issue 22 §1, §2): the advanced search and
 * its export, the lists its panel offers, a supplier's read and the agency's change, the submission
 * history and the internal comments. Screens show failures in place, so reads do not notify.
 */

const inPlace = { notifyOnError: false } as const;
/** The panel's choices change rarely: read them once a few minutes. */
const listStaleTime = 5 * 60_000;

export const vendorKeys = {
  all: (node: NodeRef) => ['vendors', node.customerId, node.nodeId] as const,
  search: (node: NodeRef, search: VendorAdvancedSearch) =>
    [...vendorKeys.all(node), 'search', search] as const,
  choices: (node: NodeRef, name: string) => [...vendorKeys.all(node), 'choices', name] as const,
  vendor: (node: NodeRef, vendorId: number) => [...vendorKeys.all(node), 'vendor', vendorId] as const,
};

/**
 * The directory's page. A search typed over is cancelled through the query's signal (the client
 * logs it, nothing is shown); the previous page stays on screen while the next loads.
 */
export function useVendorSearch(search: VendorAdvancedSearch) {
  const node = useNodeRef();
  return useQuery({
    queryKey: vendorKeys.search(node, search),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          vendorsEndpoints.advancedSearch,
          { params: node, body: search },
          { signal, ...inPlace },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** POST /Vendors/AdvancedSearchResultExport: the whole search (not its page) with the chosen columns. */
export function exportVendors(
  node: NodeRef,
  search: VendorAdvancedSearch,
  columns: readonly VendorSearchColumn[],
): Promise<Blob> {
  const { limit: _limit, start: _start, ...whole } = search;
  return downloadEndpoint(vendorsEndpoints.advancedSearchExport, {
    params: node,
    body: { search: whole, columns: [...columns] },
  });
}

export function useDiversityClassifications() {
  const node = useNodeRef();
  return useQuery({
    queryKey: vendorKeys.choices(node, 'diversity'),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          vendorsEndpoints.diversityClassificationTypes,
          { params: node },
          { signal, ...inPlace },
        ),
      ).values,
    staleTime: listStaleTime,
  });
}

/** The agency's categories or commodity codes, active ones only, for the panel's pickers. */
export function useCategoryChoices(kind: 'category' | 'commodity') {
  const node = useNodeRef();
  return useQuery({
    queryKey: vendorKeys.choices(node, `categories-${kind}`),
    queryFn: async ({ signal }) =>
      (await fetchCategories(node, kind, signal))
        .filter((category) => category.active)
        .map((category) => ({ value: String(category.id), label: `${category.code} ${category.name}` })),
    staleTime: listStaleTime,
  });
}

/** GET /Vendors?vendorId: the company, its contacts and what only the agency holds. */
export function useVendor(vendorId: number) {
  const node = useNodeRef();
  return useQuery({
    enabled: vendorId > 0,
    queryKey: vendorKeys.vendor(node, vendorId),
    queryFn: async ({ signal }) =>
      firstOf(
        await callEndpoint(
          vendorsEndpoints.vendor,
          { params: node, query: { vendorId } },
          { signal, ...inPlace },
        ),
      ),
  });
}

/** PUT /Vendors/: the agency's notes and flags; the answer replaces the cached supplier. */
export function useUpdateVendor(vendorId: number) {
  const node = useNodeRef();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (update: VendorAgencyUpdate) =>
      firstOf(await callEndpoint(vendorsEndpoints.update, { params: node, body: update }, inPlace)),
    onSuccess: (vendor: AgencyVendor | null) => {
      if (vendor) client.setQueryData(vendorKeys.vendor(node, vendorId), vendor);
      // The directory's rows show the flags too.
      void client.invalidateQueries({ queryKey: [...vendorKeys.all(node), 'search'] });
    },
  });
}

/** GET /Vendors/SubmissionHistory, a page at a time. */
export function useSubmissionHistory(vendorId: number, page: number) {
  const node = useNodeRef();
  const start = (page - 1) * vendorHistoryPageSize;
  return useQuery({
    queryKey: [...vendorKeys.vendor(node, vendorId), 'history', page] as const,
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          vendorsEndpoints.submissionHistory,
          { params: node, query: { vendorId, start, limit: vendorHistoryPageSize } },
          { signal, ...inPlace },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The internal comments, newest first (the server's order); the first 100 are plenty for a tab. */
export function useVendorComments(vendorId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: [...vendorKeys.vendor(node, vendorId), 'comments'] as const,
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          vendorsEndpoints.comments,
          { params: node, query: { vendorId, start: 0, limit: 100 } },
          { signal, ...inPlace },
        ),
      ),
  });
}

/** Adding and deleting a comment; the tab reads the comments again after either. */
export function useVendorCommentChanges(vendorId: number) {
  const node = useNodeRef();
  const client = useQueryClient();
  const refresh = () =>
    client.invalidateQueries({ queryKey: [...vendorKeys.vendor(node, vendorId), 'comments'] });
  return {
    add: useMutation({
      mutationFn: (comment: string) =>
        callEndpoint(vendorsEndpoints.addComment, { params: node, body: { vendorId, comment } }, inPlace),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (vendorCommentId: number) =>
        callEndpoint(vendorsEndpoints.removeComment, { params: node, query: { vendorCommentId } }),
      onSuccess: refresh,
    }),
  };
}
