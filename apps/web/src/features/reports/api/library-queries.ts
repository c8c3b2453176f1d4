import { type BuiltInReportName, type ReportNameEntry, reportEndpoints } from '@procura/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointHref, pageOf } from '../../../platform/api/endpoint-call.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The library's reads (001 §7 /Report/Names, /Report/Categories) and the favourite toggle
 * (/Report/Favorite/{name}). The page shows its failures in place; the toggle's refusal is the
 * client's usual notice, and the star goes back.
 */

const inPlace = { notifyOnError: false } as const;

export const reportKeys = {
  library: (node: NodeRef) => ['reports', node.customerId, node.nodeId, 'library'] as const,
  names: (node: NodeRef) => [...reportKeys.library(node), 'names'] as const,
  categories: (node: NodeRef) => [...reportKeys.library(node), 'categories'] as const,
  scheduled: (node: NodeRef) => [...reportKeys.library(node), 'scheduled'] as const,
  run: (node: NodeRef, name: BuiltInReportName) => [...reportKeys.library(node), 'run', name] as const,
};

/** The reports offered to the caller here, with their favourites. */
export function useReportNames() {
  const node = useNodeRef();
  return useQuery({
    queryKey: reportKeys.names(node),
    queryFn: async ({ signal }) =>
      pageOf(await callEndpoint(reportEndpoints.names, { params: node }, { signal, ...inPlace })).values,
  });
}

/** Each category with how many offered reports it holds (only those holding one). */
export function useReportCategories() {
  const node = useNodeRef();
  return useQuery({
    queryKey: reportKeys.categories(node),
    queryFn: async ({ signal }) =>
      pageOf(await callEndpoint(reportEndpoints.categories, { params: node }, { signal, ...inPlace })).values,
  });
}

const reportParams = (node: NodeRef, name: BuiltInReportName) => ({ params: { ...node, name } });

/** The report's preview picture (an image the browser loads itself, with the session cookie). */
export const thumbnailUrl = (node: NodeRef, name: BuiltInReportName) =>
  endpointHref(reportEndpoints.thumbnail, reportParams(node, name));

/** The caller's last finished run's file. */
export const downloadUrl = (node: NodeRef, name: BuiltInReportName) =>
  endpointHref(reportEndpoints.download, reportParams(node, name));

type FavouriteChange = { name: BuiltInReportName; isFavorite: boolean };

/**
 * Marks or unmarks a favourite at once (optimistic), then asks the server; a refusal puts the
 * list back as it was. The categories are read again after either, for the Favourites count.
 */
export function useFavouriteToggle() {
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const key = reportKeys.names(node);
  return useMutation({
    mutationFn: ({ name, isFavorite }: FavouriteChange) =>
      callEndpoint(
        isFavorite ? reportEndpoints.addFavorite : reportEndpoints.removeFavorite,
        reportParams(node, name),
      ),
    onMutate: async ({ name, isFavorite }: FavouriteChange) => {
      // A read under way would land after the change and undo it on the screen.
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ReportNameEntry[]>(key);
      queryClient.setQueryData<ReportNameEntry[]>(key, (entries) =>
        entries?.map((entry) => (entry.name === name ? { ...entry, isFavorite } : entry)),
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: key }),
        queryClient.invalidateQueries({ queryKey: reportKeys.categories(node) }),
      ]),
  });
}
