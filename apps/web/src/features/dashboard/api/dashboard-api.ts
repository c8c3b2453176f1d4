import type { NodeContractDocument, NodeDocumentList, NodeDocumentSortColumn } from '@procura/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, readList } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { dashboardKeys } from './dashboard-queries.ts';

/**
 * The dashboard's one call not yet declared in the contract: the node's contract documents
 * (001 §7 Documents/Contract/Expired and /Pending), a route of the contracts area. It shows its
 * own error, never a notification.
 */

export type NodeDocumentsParams = {
  start: number;
  limit: number;
  sortColumn: NodeDocumentSortColumn;
  sortDirection: 'asc' | 'desc';
};

/** One page of the node's expired or pending-approval contract documents, sorted by the server. */
export function useNodeDocuments(which: NodeDocumentList, params: NodeDocumentsParams) {
  const node = useNodeRef();
  return useQuery({
    queryKey: [...dashboardKeys.all(node), 'documents', which, params] as const,
    queryFn: async ({ signal }) =>
      readList<NodeContractDocument>(
        await apiRequest<unknown>(
          `${nodeBase(node.customerId, node.nodeId)}/Documents/Contract/${which === 'expired' ? 'Expired' : 'Pending'}`,
          { query: params, signal, notifyOnError: false },
        ),
        'document',
      ),
    placeholderData: keepPreviousData,
  });
}
